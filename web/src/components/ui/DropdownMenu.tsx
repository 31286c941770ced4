import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import './ui.css';

export type MenuAction = {
  id: string;
  label: ReactNode;
  destructive?: boolean;
} & (
  | { onSelect: () => void; href?: never }
  /** A link item (a WhatsApp chat, an e-mail), opened in a new tab. */
  | { href: string; onSelect?: never }
);

type Props = {
  /** The trigger's accessible name, e.g. "Actions for Ana Souza". */
  label: string;
  /** What the trigger shows; the label when absent. */
  trigger?: ReactNode;
  items: readonly MenuAction[];
};

/** A menu button on Radix: arrow keys move, Enter picks, Esc closes and returns focus. */
export const DropdownMenu = ({ label, trigger, items }: Props) => (
  <Menu.Root modal={false}>
    <Menu.Trigger className="ui-button ui-menu-trigger" aria-label={label}>
      {trigger ?? label}
    </Menu.Trigger>
    <Menu.Portal>
      {/* Kept inside the window, scrolling when taller than it (a phone, a 200 % zoom). */}
      <Menu.Content className="ui-menu" align="end" sideOffset={4} collisionPadding={8}>
        {items.map((item) => {
          const className = item.destructive ? 'ui-menu-item ui-menu-item-danger' : 'ui-menu-item';
          return item.href ? (
            <Menu.Item key={item.id} className={className} asChild>
              <a href={item.href} target="_blank" rel="noreferrer">
                {item.label}
              </a>
            </Menu.Item>
          ) : (
            <Menu.Item key={item.id} className={className} onSelect={item.onSelect}>
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Content>
    </Menu.Portal>
  </Menu.Root>
);
