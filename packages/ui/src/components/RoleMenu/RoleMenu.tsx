import { useState } from 'react';
import { MESSAGES } from '@peiyin/ssml';
import { Avatar, Button } from '../../primitives';
import { MarkupPanel } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import * as css from '../../private/markup/voiceMenu.css';

/** A role the anchor can play (spec 02 §3 "Role"). */
export interface RoleMenuRole {
  id: number | string;
  name: string;
  /** Role value sent to the engine (Azure `role`). */
  value: string;
  avatar?: string | undefined;
}

export type RoleMenuProps = {
  /** The current anchor's roles. */
  roles: readonly RoleMenuRole[];
  /** The voice's role value; null for none. */
  value: string | null;
  /** Confirmed role, null when cleared. */
  onChange: (role: RoleMenuRole | null) => void;
  onClose?: () => void;
};

/** The role menu of spec 02 §2.3: the anchor's roles, clear and confirm; 不支持多角色 when it has none. */
export function RoleMenu({ roles, value, onChange, onClose }: RoleMenuProps) {
  const [selected, setSelected] = useState<string | null>(value);
  const confirm = () => {
    onChange(roles.find((r) => r.value === selected) ?? null);
    onClose?.();
  };
  return (
    <MarkupPanel
      kind="voice"
      title="角色"
      footer={
        roles.length > 0 ? (
          <>
            <Button variant="ghost" size="sm" className={panel.footerStart} onClick={() => setSelected(null)}>
              清除
            </Button>
            <Button size="sm" onClick={confirm}>
              确定
            </Button>
          </>
        ) : null
      }
    >
      {roles.length === 0 ? (
        <p className={css.empty}>{MESSAGES.noRoles}</p>
      ) : (
        <ul className={`${css.list} ${css.grid}`} aria-label="角色">
          {roles.map((role) => {
            const on = role.value === selected;
            return (
              <li key={role.id} className={css.item} data-state={on ? 'on' : 'off'}>
                <Avatar src={role.avatar ?? null} name={role.name} size="sm" />
                <button
                  type="button"
                  className={css.pick}
                  aria-pressed={on}
                  // clicking the chosen role again deselects it (spec 02 §4)
                  onClick={() => setSelected(on ? null : role.value)}
                >
                  <span className={css.name}>{role.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </MarkupPanel>
  );
}
