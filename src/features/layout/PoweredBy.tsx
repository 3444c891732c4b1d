// The footer credit (SPEC section 1).
export function PoweredBy() {
  return <p className="PoweredBy">Powered by the State Education Portal</p>;
}
