import type { ReactNode } from 'react';

/** A member's name, then ", age" in a lighter style when the age is known (members may leave it out). */
export function NameAndAge({
  name,
  age,
  ageClassName = 'font-medium text-gray-600',
}: {
  name: ReactNode;
  age: number | null;
  ageClassName?: string;
}) {
  return (
    <>
      {name}
      {age !== null && <span className={ageClassName}>, {age}</span>}
    </>
  );
}
