/** A phone number, an e-mail or a car plate: read left to right in both languages. */
export function Ltr({ children, className = '' }: { children: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** A car plate in a plate-like frame, so staff spot it at a glance. */
export function Plate({ plate }: { plate: string }) {
  return (
    <bdi
      dir="ltr"
      className="inline-block rounded-md border border-stone-800 bg-white px-2 py-0.5 font-mono text-sm font-bold tracking-wide whitespace-nowrap text-stone-950"
    >
      {plate}
    </bdi>
  );
}
