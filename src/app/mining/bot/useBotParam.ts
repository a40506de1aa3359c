import { useParams } from '@tanstack/react-router';
import { searchId } from '../../../domain/searchId';

/** The bot a page's address names (/mining/bots/$botId…), or null when it names none. */
export function useBotParam(): number | null {
  return searchId((useParams({ strict: false }) as { botId?: unknown }).botId);
}
