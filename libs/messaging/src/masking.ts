/** How a destination is shown in the delivery log: enough to recognise it, not to use it. */
export const maskDestination = (destination: string): string => {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination.slice(0, 1)}***${destination.slice(at)}`;
  const digits = destination.replace(/\D/g, '');
  return `${destination.startsWith('+') ? '+' : ''}${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
};
