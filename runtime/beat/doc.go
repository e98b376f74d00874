// Package beat is the beat of the game: one clock that everything
// beat-driven reads, whatever the genre (a rhythm game's notes, enemies that
// move on the beat, lights that pulse with the music). A Track component
// gives the tempo (BPM, tempo changes at given beats or times), the time
// signature (beats per bar) and the offset of beat 0; the Beat service
// answers where a moment is on it (beat, bar, beat in bar, phase), when a
// beat falls, and whether a moment is on the beat (within the track's
// window); entities with a Pulse have their components told of each beat
// (Beater). Its step, runtime.StepBeat, runs in the begin phase, so
// gameplay of the logic phase sees this step's beats.
//
// Decisions:
//   - The beat follows game time (runtime.Clock.Now), not the sound card: a
//     paused or slowed game slows its beat, and every machine replaying the
//     same input meets the same beats on the same steps. Music meant to stay
//     in time is started by the game on the step the track starts.
//   - Exact arithmetic: a tempo map (Map) holds each stretch of constant
//     tempo as exact rationals (a BPM counts as the decimal it is written
//     as), and every position is worked out afresh from the game time, an
//     integer number of nanoseconds; nothing is accumulated, so beat 1,000
//     of a 10-minute song falls on its sample exactly (a test checks every
//     beat at 48 kHz).
//   - No garbage per step: NewMap also works out each stretch's positions
//     and times as integer formulas ((t*a - c)/d with 128-bit products), so
//     a step's questions allocate nothing; a tempo whose numbers do not fit
//     (a 17-digit BPM) is answered by the rationals, to the same bits (a
//     test compares both over an hour of random times).
//   - The player's audio/visual calibration (Settings.LatencyMs) is a
//     setting of the player, kept with the player's other settings (the
//     hosting layer's settings file) and never in a save or a snapshot; it
//     moves every beat later by itself.
//   - All game state is in the components (Track's start and the last beat
//     told, Pulse's counts); the system keeps only the player's settings.
package beat
