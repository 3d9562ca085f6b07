import { afterEach, expect } from 'vitest';
import { page, server } from 'vitest/browser';
import { configure } from 'storybook/test';
import { OTHER_FONTS_PROJECT } from './otherFonts.ts';

/** Story parameter `screenshot`: `{ disable: true }` leaves a story out of the screenshot comparison. */
interface ScreenshotParameter {
  disable?: boolean;
}

interface StoryOfTest {
  id: string;
  parameters: { screenshot?: ScreenshotParameter };
}

// A play's findBy and waitFor wait up to 5 s instead of testing-library's 1 s: the test files run two
// at a time on two cores, and a dialog or a list can take longer than a second to appear there
// while it still appears. A state that never comes still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// The run under other system fonts compares with the same baselines; only the ordinary run writes them.
const writesBaselines = server.config.snapshotOptions.updateSnapshot === 'all';
const comparesOnly = server.config.name === OTHER_FONTS_PROJECT;

// After render, play and the axe check, every story is compared with its committed baseline.
// document.body, not the story root, so that Radix portals are in the picture.
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryOfTest }).story;
  if (!story || story.parameters.screenshot?.disable) return;
  if (context.task.result?.state === 'fail') return;
  if (comparesOnly && writesBaselines) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
