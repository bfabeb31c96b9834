import { KeyRound, Lock, Mail } from 'lucide-react';
import { Field, type FieldProps } from '#web/components/ui/field.tsx';
import { loadCommonPasswords } from '../lib/common-passwords';

/** What the auth forms pass: the value, a setter that takes the text, and the field's error. */
type AuthFieldProps = Omit<FieldProps, 'onChange' | 'value' | 'label'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** Email, as every auth form asks for it (the browser may fill it in). */
export function EmailField({ value, onValueChange, ...props }: AuthFieldProps) {
  return (
    <Field
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      placeholder="you@example.com"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      icon={<Mail className="size-4" />}
      {...props}
    />
  );
}

/**
 * A password box; `autoComplete` tells password managers whether to fill or to
 * generate. A new password is checked against the common-password list, which
 * starts loading as the box is first focused.
 */
export function PasswordField({
  label,
  value,
  onValueChange,
  ...props
}: AuthFieldProps & { label: string; name: string; autoComplete: 'current-password' | 'new-password' }) {
  const prefetch = props.autoComplete === 'new-password' ? () => void loadCommonPasswords() : undefined;
  return (
    <Field
      label={label}
      type="password"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onFocus={prefetch}
      icon={<Lock className="size-4" />}
      {...props}
    />
  );
}

/** The six-digit code from the email; phones offer it from the message. */
export function EmailCodeField({ label, value, onValueChange, ...props }: AuthFieldProps & { label: string }) {
  return (
    <Field
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      placeholder="123456"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      icon={<KeyRound className="size-4" />}
      {...props}
    />
  );
}
