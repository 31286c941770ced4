/**
 * A long name in a table cell or card (a property's, a guest's): two lines at most, then an
 * ellipsis (data-table.css `.ui-clamp`). The whole text stays in the page, so a screen reader
 * reads all of it, and in the tooltip for a mouse.
 */
export const Clamped = ({ text }: { text: string }) => (
  <span className="ui-clamp" title={text}>
    {text}
  </span>
);
