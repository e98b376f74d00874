// Package audio holds the types that Griff's sound packages share: Sound (decoded
// audio held in memory), Stream (audio decoded while it plays), the Output interface
// that a host implements to play the mixed signal, the outputs that need no platform
// (None for servers, Capture for tests), and the errors every decoder returns.
//
// The sub-packages each do one thing:
//   - audio/sound reads WAV and OGG Vorbis files into Sounds and Streams.
//   - audio/resample converts between sample rates (a Kaiser-windowed sinc).
//   - audio/mixer mixes voices, buses and music into the output signal.
//   - audio/synth renders sfxr-style effects (sfxr is a classic generator of
//     retro game sound effects) from parameters and a seed.
//
// Decisions:
//   - Samples are float32 in [-1, 1], interleaved. A Sound or Stream has one or two
//     channels; decoders mix more channels down to stereo when they read a file.
//   - The mixed signal is interleaved stereo float32 (left, right). Outputs receive it
//     as little-endian float32 bytes through an io.Reader, which is what oto v3 pulls
//     from (oto.FormatFloat32LE, two channels). The device output is
//     hosting/ebitenhost's SoundOutput (NewSoundOutput opens oto's context at the
//     mixer's rate; its Start makes an oto player over src, with a 50 ms buffer), a
//     thin adapter kept out of this package so nothing here imports oto.
//   - Outputs pull: nothing here reads a clock or starts a goroutine. A host that has
//     no device (a server) uses None and the mixer simply never advances.
//   - The package imports nothing of Griff and no platform package (no oto, no
//     Ebitengine), and keeps no package-level mutable state.
package audio
