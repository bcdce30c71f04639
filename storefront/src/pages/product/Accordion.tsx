import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../components/Icon/Icon';
import './Accordion.css';

export type AccordionSection = {
  id: string;
  title: string;
  /** Drawn only while the section is open, so closed sections load nothing. */
  render: () => ReactNode;
};

export type AccordionProps = {
  sections: AccordionSection[];
  /** The section open at first; none when unset. */
  initiallyOpen?: string;
};

/**
 * Spec 2: sections of which one at a time is open; opening one closes the other, and the open one closes
 * again on a second click. Each header is a button in a heading (aria-expanded, aria-controls).
 */
export function Accordion({ sections, initiallyOpen }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(initiallyOpen ?? null);

  return (
    <div className="accordion">
      {sections.map((section) => {
        const open = section.id === openId;
        const buttonId = `${baseId}-${section.id}-button`;
        const panelId = `${baseId}-${section.id}-panel`;
        return (
          <div key={section.id} className={open ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <h2 className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : section.id)}
              >
                {section.title}
                <Icon name="chevronDown" size={20} className="accordion__chevron" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              {open ? section.render() : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
