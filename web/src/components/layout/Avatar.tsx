import './header.css';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * The user's photo (a path on the API host), or their initials drawn by CSS like the image
 * they replace; decorative either way, the control around it carries the name.
 */
export const Avatar = ({
  user,
  large = false,
}: {
  user: { name: string; image: string | null };
  large?: boolean;
}) => {
  const className = large ? 'avatar avatar-large' : 'avatar';
  return user.image ? (
    <img className={className} src={user.image} alt="" />
  ) : (
    // No visible text to repeat the control's name (WCAG 2.5.3).
    <span className={className} aria-hidden="true" data-initials={initials(user.name)} />
  );
};
