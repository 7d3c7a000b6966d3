/// Reads the expiry of a JWT from its payload (spec 01 §3: "its expiry can be read from its payload").
/// Answers the instant in milliseconds, or null when the token is not a JWT with a numeric `exp`.
/// The signature is not checked: this only decides whether stored login info is already stale.
export function decodeTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000;
    }
    return null;
  } catch {
    return null;
  }
}
