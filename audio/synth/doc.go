// Package synth renders sfxr-style sound effects (jumps, coins, hits, explosions,
// power-ups, blips, lasers) from a Params value and a seed.
//
// The behaviour is that of DrPetter's sfxr (2007, public domain), a small
// program game-jam makers use to make retro sound effects: a square, saw,
// sine or noise oscillator whose period slides (slide, delta slide), wobbles
// (vibrato) and jumps once (arpeggio), shaped by an attack/sustain(+punch)/decay
// envelope, a resonant low-pass and a high-pass filter, a phaser (a swept comb), and
// an optional repeat that restarts the pitch effects. Each parameter has sfxr's
// range and meaning (see Params); the presets draw parameters the way sfxr's
// generator buttons do. The code is written from that behaviour, not copied.
//
// Decisions:
//   - Rendering runs at sfxr's own rate, 44,100 frames per second, with its 8x
//     oversampling, and the result is resampled once to the rate asked for with
//     audio/resample's High kernel, so every output rate sounds the same (values
//     are clamped to [-1, 1] again after resampling, which rings on square edges).
//   - Output level: the mean of the 8 subsamples times 2·Volume (Volume defaults to
//     0.5, sfxr's "sound volume"), clamped to [-1, 1]; sfxr's extra master factor
//     (0.05) is left out, so a square wave plays at ±0.5 rather than far quieter.
//   - Randomness (noise, presets) comes only from a *griff.Rand seeded by the
//     caller, so the same parameters and seed give the same samples.
//   - Out-of-range parameters are clamped to their documented range.
//   - A Sound is rendered once and shared by every voice that plays it.
package synth
