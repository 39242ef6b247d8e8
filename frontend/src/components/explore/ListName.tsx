/** A place name cut for a list (24 characters, spec §2); screen readers still hear it in full. */
import { listName } from './place-names';

export function ListName({ name }: { name: string }) {
  const short = listName(name);
  if (short === name) return name;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}
