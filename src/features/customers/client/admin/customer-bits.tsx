/** A phone number or an e-mail: read left to right in both languages (a plate is a PlateBadge). */
export function Ltr({ children, className = '' }: { children: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
