// Package mixer mixes sound effects (cues), music tracks and buses into the
// interleaved stereo float32 signal an audio.Output plays.
//
// A cue is one request to play a sound (a jump, a coin), with its volume,
// pan and pitch; a voice is a cue while it plays. A bus is a group of voices
// with one volume (effects, music), which the player's settings control. A
// music track is a stream: decoded while it plays, not held whole in memory.
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
//   - Pitch is the playback rate, done by interpolating the source (working out
//     the signal between its samples). A voice at the output rate and pitch 1
//     is a plain copy, the cheapest case. Other cues are read by default
//     (Options.CueInterpolation InterpolationCubic) with a 4-point Catmull-Rom
//     cubic, up to a step (source frames per output frame) of CubicMaxStep 1.5,
//     and above that with audio/resample's Fast kernel (a Kaiser-windowed sinc
//     filter, cut off just under the lower Nyquist frequency, the highest
//     frequency a rate can hold, so pitching up does not alias: make false
//     tones). Music tracks always use the Fast kernel. The trade-off: the cubic
//     costs about a tenth of the sinc, is clean in the low and middle range,
//     and dulls the top octave, letting a little of its false tones through
//     (the numbers are beside InterpolationCubic). Cues whose high frequencies
//     matter can use InterpolationSinc; effects should still be converted to
//     the output rate once with sound.ToRate (High kernel) so that unpitched
//     cues take the copy path.
//   - Buses: every cue feeds BusEffects or BusMusic, music tracks BusMusic; each
//     bus is scaled by its Settings volume and the master's, ramped over one chunk
//     (512 frames) when the settings change. Settings are the player's and save as
//     JSON (ParseSettings, encoding/json).
//   - Music hands over with an equal-power crossfade: the old tracks' gain follows
//     cos(π/2·x) as the new one's follows sin(π/2·x), x going linearly from 0 to 1
//     over the crossfade, so the summed power of uncorrelated tracks stays constant.
//     Tracks are streams decoded as they play, from the mixing goroutine, into a
//     window allocated by PlayMusic; Mix itself allocates nothing.
//   - At most Options.MaxVoices cues play (default 32). A new cue steals the voice
//     with the lowest priority, then the oldest; it is dropped if every voice has a
//     higher priority. A stolen voice fades out over 240 frames outside the
//     limit (up to 8 at a time) instead of clicking; its Voice reports it ended.
//   - A cue's Offset places its first frame at an exact frame of the next mix
//     buffer, so a runtime system can start sounds at the sample that matches the
//     game step that caused them.
//   - The master (the sum of every bus) soft-clips (SoftClip): identity up to Knee (0.8), then a tanh curve
//     that meets it with the same slope and approaches 1, so overloads bend instead
//     of wrapping or cutting hard.
package mixer
