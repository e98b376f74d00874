// Package progress prints how far a long piece of work has come: a replay of a
// playthrough, a headless run of many frames, a balance simulation. Progress is
// counted in work done (steps, games) against a known total, never in time.
//
// A [Printer] writes to a terminal or to a file (a log, a pipe, a CI job). On a
// terminal ([IsTerminal]) it keeps one line up to date: a bar with the
// percentage, the counts and an estimate of the time left. The line is redrawn
// only when the work done reaches another tenth of a percent, so at most 1,001
// times whatever the total:
//
//	replay [#########---------------------]  30.0% 3000000/10000000 steps, 1h2m5s left
//
// Elsewhere it writes one plain line per tenth of the work, so exactly ten lines
// for work that finishes, whatever the size of each update:
//
//	replay: 30% (3000000 of 10000000 steps), about 1h2m5s left
//	...
//	replay: 100% (10000000 of 10000000 steps), done in 1h29m12s
//
// # The clock
//
// The estimate needs the wall clock, which the simulation never reads: the
// caller passes it in ([Options.Now], time.Now in cmd/griff-player), and a
// Printer without one prints no estimate. The estimate is the time so far
// times the work left over the work done (a straight line: work done at an
// even rate), shown from the first work counted and rounded to a second.
//
// # Decisions
//
//   - The percentage is rounded down (whole percents, tenths of a percent on a
//     terminal, computed exactly in integers), so 100% means all the work is
//     done.
//   - A count above the total counts as the total; a count that goes back is
//     ignored; a total of 0 or less prints nothing.
package progress
