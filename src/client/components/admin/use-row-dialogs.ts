import { useState } from 'react';

/**
 * The row a list screen's view, edit and delete dialogs are open on (null: closed), and the
 * view dialog's Edit button: it closes the view and opens the edit on the same row.
 */
export function useRowDialogs<T>() {
  const [viewing, setViewing] = useState<T | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const editFromView = (row: T) => {
    setViewing(null);
    setEditing(row);
  };
  return { viewing, setViewing, editing, setEditing, deleting, setDeleting, editFromView };
}
