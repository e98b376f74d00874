// Package mixer mixes sound effects (cues), music tracks and buses into the
// interleaved stereo float32 signal an audio.Output plays.
//
// The host pulls: the output calls Read (little-endian float32 bytes, the form oto
// v3 pulls) or a test calls Mix, and every voice advances by exactly the frames
// mixed. The mixer reads no clock, starts no goroutine and keeps no package-level
// state; the same calls in the same order give the same samples. Its methods are
// safe for concurrent use (one mutex; Mix holds it for one buffer, including the
// decoding of music for that buffer), so the game's goroutine can issue cues while
// the output's goroutine pulls.
//
// Decisions:
//   - Volumes are on the cubic scale sound editors use for faders: amplitude =
//     volume³ (Amplitude). 1 is unity, 0.5 is -18 dB, MaxVolume 2 is +18 dB.
//   - Fades are linear in that volume and exact to the frame: frame k of an n-frame
//     fade plays at from + (to-from)·k/n, starting on the first frame of the next
//     mix buffer (or of a delayed cue); durations are rounded to whole frames.
//   - Pan is the constant-power law (PanGains: cos and sin of (pan+1)·π/4, -3 dB at
//     the centre) for mono sounds; stereo sounds use the same law scaled by √2 and
//     capped at 1 (BalanceGains), which leaves a centred stereo sound unchanged.
//   - Pitch is the playback rate, done by interpolating the source. A voice at the
//     output rate and pitch 1 is a plain copy (about 0.012% of a core at 48 kHz).
//     Other cues are read by default (Options.CueInterpolation InterpolationCubic) with a 4-point
//     Catmull-Rom cubic, up to a step (source frames per output frame) of
//     CubicMaxStep 1.5, and above that with audio/resample's Fast kernel
//     (Kaiser-windowed sinc, 10 zero crossings, cutoff at 0.82 of the lower Nyquist
//     frequency, so pitching up does not alias). Music tracks always use the Fast
//     kernel. The trade-off, measured by TestCubicQuality on a pitched 48 kHz sine
//     (error against the ideal pitched sine): cubic -110 dB at 500 Hz, -92 dB at
//     1 kHz, -54 dB at 4 kHz, -27 dB at 10 kHz (the top octave is dulled and its
//     images and aliases are only attenuated); sinc -70 to -86 dB across the band.
//     The cost, BenchmarkMix_32VoicesPitched_48k against ...PitchedSinc_48k in one
//     run on a loaded 2-core machine: 32 pitched voices take about 1.2 to 1.9% of a
//     core with cubic, 13 to 19% with sinc (about 0.05% and 0.5% per voice). Cues
//     whose high frequencies matter can use InterpolationSinc; effects should still be converted
//     to the output rate once with sound.ToRate (High kernel) so that unpitched
//     cues take the copy path.
//   - Buses: every cue feeds BusEffects or BusMusic, music tracks BusMusic; each
//     bus is scaled by its Settings volume and the master's, ramped over one chunk
//     (512 frames) when the settings change. Settings are the player's and save as
//     JSON (ParseSettings, encoding/json).
//   - Music hands over with an equal-power crossfade: the old tracks' gain follows
//     cos(π/2·x) as the new one's follows sin(π/2·x), x going linearly from 0 to 1
//     over the crossfade, so the summed power of uncorrelated tracks stays constant.
//     Tracks are streams decoded as they play, from the mixing goroutine, into a
//     window allocated by PlayMusic. Mix itself allocates nothing (an
//     AllocsPerRun test holds it to 0 with 32 voices and a track); an Ogg Vorbis
//     track's decoder allocates its page and packet buffers (about 360
//     allocations, 39 KB, per second of ragtime.ogg).
//   - At most Options.MaxVoices cues play (default 32). A new cue steals the voice
//     with the lowest priority, then the oldest; it is dropped if every voice has a
//     higher priority. A stolen voice fades out over 240 frames outside the
//     limit (up to 8 at a time) instead of clicking; its Voice reports it ended.
//   - A cue's Offset places its first frame at an exact frame of the next mix
//     buffer, so a runtime system can start sounds at the sample that matches the
//     game step that caused them.
//   - The master soft-clips (SoftClip): identity up to Knee (0.8), then a tanh curve
//     that meets it with the same slope and approaches 1, so overloads bend instead
//     of wrapping or cutting hard.
package mixer
