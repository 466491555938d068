/** Whether a socket address is this machine (127.0.0.0/8 or ::1, also in their IPv4-mapped IPv6 form). */
export function isLoopback(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}
