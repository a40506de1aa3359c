import type { ButtonHTMLAttributes } from 'react';
import { button } from './ui.css';

type Variant = keyof typeof button;

export function Button({
  variant = 'secondary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={className ? `${button[variant]} ${className}` : button[variant]} {...rest} />;
}
