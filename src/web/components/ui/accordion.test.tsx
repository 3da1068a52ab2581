import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

function Questions() {
  return (
    <Accordion type="multiple">
      {['First', 'Second', 'Third'].map((q) => (
        <AccordionItem key={q} value={q}>
          <AccordionTrigger>{`${q} question?`}</AccordionTrigger>
          <AccordionContent>{`${q} answer.`}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

test('each question is a heading’s button that opens its answer in place, a region named by it; several may be open', async () => {
  const user = userEvent.setup();
  render(<Questions />);
  const first = screen.getByRole('button', { name: 'First question?' });
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('First answer.')).toBeNull();

  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  const region = screen.getByRole('region', { name: 'First question?' });
  expect(region).toHaveTextContent('First answer.');
  expect(first).toHaveAttribute('aria-controls', region.id);

  await user.click(screen.getByRole('button', { name: 'Third question?' }));
  expect(screen.getAllByRole('region')).toHaveLength(2);

  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('First answer.')).toBeNull();
});

test('Up and Down move between the questions, round the ends; Home and End go to the first and the last', async () => {
  const user = userEvent.setup();
  render(<Questions />);
  const [first, second, third] = screen.getAllByRole('button');
  first!.focus();
  await user.keyboard('{ArrowDown}');
  expect(second).toHaveFocus();
  await user.keyboard('{End}');
  expect(third).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(first).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(third).toHaveFocus();
  await user.keyboard('{Home}');
  expect(first).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(first).toHaveAttribute('aria-expanded', 'true');
});
