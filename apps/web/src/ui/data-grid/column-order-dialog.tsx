import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export interface OrderableColumn {
  id: string;
  label: string;
}

function SortableColumn({ column, index }: { column: OrderableColumn; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: column.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px="sm"
      py={6}
      radius="sm"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        cursor: 'grab',
        touchAction: 'none',
      }}
      data-testid={`column-${column.id}`}
      aria-label={`${column.label}, position ${index + 1}`}
      {...attributes}
      {...listeners}
    >
      <Group gap="xs" wrap="nowrap">
        <IconGripVertical size={16} opacity={0.5} />
        <Text size="sm">{column.label}</Text>
      </Group>
    </Paper>
  );
}

export interface ColumnOrderDialogProps {
  opened: boolean;
  title?: string;
  columns: readonly OrderableColumn[];
  onClose: () => void;
  onApply: (order: string[]) => void;
  isSaving?: boolean;
}

/** Reorders columns by dragging (or with the keyboard: space, arrows, space); nothing changes until Apply. */
export function ColumnOrderDialog({ opened, title = 'Review columns', columns, onClose, onApply, isSaving }: ColumnOrderDialogProps) {
  const [order, setOrder] = useState<OrderableColumn[]>([...columns]);
  useEffect(() => {
    if (opened) setOrder([...columns]);
  }, [opened, columns]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((current) =>
      arrayMove(
        current,
        current.findIndex((c) => c.id === active.id),
        current.findIndex((c) => c.id === over.id),
      ),
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size={450}>
      <Text size="sm" c="dimmed" mb="sm">
        Drag the columns into the order you want to review them in.
      </Text>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
        <SortableContext items={order.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <Stack gap={6} mah="55vh" style={{ overflowY: 'auto' }} data-testid="column-order-list">
            {order.map((column, index) => (
              <SortableColumn key={column.id} column={column} index={index} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Discard and close
        </Button>
        <Button onClick={() => onApply(order.map((c) => c.id))} loading={isSaving}>
          Apply
        </Button>
      </Group>
    </Modal>
  );
}
