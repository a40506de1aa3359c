import { ru } from '../i18n/ru';
import { useTheme } from '../theme/ThemeContext';
import { Button } from '../ui/Button';

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? ru.theme.toLight : ru.theme.toDark;
  return (
    <Button variant="ghost" onClick={toggle} aria-label={label} title={label}>
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </Button>
  );
}
