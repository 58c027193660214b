import type { FormInstance } from '@arco-design/web-react';
import { useState } from 'react';
import { joinIds, removePick, type Picked } from './selection';

/**
 * The people a form's field holds, chosen with a picker: the field keeps their ids joined by commas (checked at once,
 * so its rule shows as soon as the choice changes) and the field's tags show who they are.
 */
export function usePickedField<Values, Item extends Picked = Picked>(form: FormInstance<Values>, field: keyof Values & string) {
  const [items, setItems] = useState<Item[]>([]);
  const choose = (next: Item[]) => {
    setItems(next);
    form.setFieldValue(field, joinIds(next) as Values[typeof field]);
    void form.validate([field]).catch(() => undefined);
  };
  return { items, choose, remove: (id: string) => choose(removePick(items, id).items), reset: () => setItems([]) };
}
