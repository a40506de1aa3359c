// The one owner of the servers' database (ServersDb in ./schema.ts): the server slots
// (src/domain/rules/servers/serverSlots.ts). The data worker keeps here the user's edits, the last
// preset the deployment served (so an offline start knows its servers), and the active slot with
// its world's database name; the service worker reads the active world (to find the last frame) and
// the edits (their origins widen the data worker's policy). Preferences and addresses only: never
// a token.
import { ServersDb } from './schema';
import type { ServersPreset, SlotEdit, SlotId } from '../domain/rules/servers/serverSlots';

export interface StoredSlots {
  edits: SlotEdit[];
  preset: ServersPreset | null;
  active: SlotId | null;
}

export interface SlotStore {
  load(): Promise<StoredSlots>;
  saveEdit(edit: SlotEdit): Promise<void>;
  dropEdit(id: SlotId): Promise<void>;
  savePreset(preset: ServersPreset | null): Promise<void>;
  saveActive(slotId: SlotId, database: string): Promise<void>;
}

export class DexieSlotStore implements SlotStore {
  constructor(private readonly db = new ServersDb()) {}

  async load(): Promise<StoredSlots> {
    try {
      const [edits, preset, active] = await Promise.all([
        this.db.slots.toArray(),
        this.db.state.get('preset'),
        this.db.state.get('active'),
      ]);
      return {
        edits,
        preset: preset?.preset ?? null,
        active: active?.slotId ?? null,
      };
    } catch (error) {
      console.warn('server slots: read failed', (error as Error)?.name);
      return { edits: [], preset: null, active: null };
    }
  }

  /** The user's edits alone; none when unreadable. */
  async edits(): Promise<SlotEdit[]> {
    try {
      return await this.db.slots.toArray();
    } catch (error) {
      console.warn('server slots: read failed', (error as Error)?.name);
      return [];
    }
  }

  /** The database of the active slot's world, as last saved; null before any (or when unreadable). */
  async activeDatabase(): Promise<string | null> {
    try {
      return (await this.db.state.get('active'))?.database ?? null;
    } catch (error) {
      console.warn('server slots: read failed', (error as Error)?.name);
      return null;
    }
  }

  async saveEdit(edit: SlotEdit): Promise<void> {
    await this.db.slots.put(edit);
  }

  async dropEdit(id: SlotId): Promise<void> {
    await this.db.slots.delete(id);
  }

  async savePreset(preset: ServersPreset | null): Promise<void> {
    await this.db.state.put({ key: 'preset', preset });
  }

  async saveActive(slotId: SlotId, database: string): Promise<void> {
    await this.db.state.put({ key: 'active', slotId, database });
  }
}

export class MemorySlotStore implements SlotStore {
  edits = new Map<SlotId, SlotEdit>();
  preset: ServersPreset | null = null;
  active: { slotId: SlotId; database: string } | null = null;

  async load(): Promise<StoredSlots> {
    return structuredClone({ edits: [...this.edits.values()], preset: this.preset, active: this.active?.slotId ?? null });
  }
  async saveEdit(edit: SlotEdit): Promise<void> {
    this.edits.set(edit.id, structuredClone(edit));
  }
  async dropEdit(id: SlotId): Promise<void> {
    this.edits.delete(id);
  }
  async savePreset(preset: ServersPreset | null): Promise<void> {
    this.preset = structuredClone(preset);
  }
  async saveActive(slotId: SlotId, database: string): Promise<void> {
    this.active = { slotId, database };
  }
}
