// Package sounds is the sound system: it turns what the game asks for into cues
// for the host's mixer (a mixer from package audio/mixer, given in [Options]),
// in one step, [runtime.StepSound], in the present phase.
//
// A game gets it by adding the system, right after the core's built-in systems:
//
//	snd := sounds.NewSystem(sounds.Options{Mixer: mix, Library: lib})
//	g, err := runtime.NewGame(opts, snd, ...)
//	sounds.Of(g).Play("synth:coin", sounds.CueOptions{})
//
// What plays:
//
//   - SoundSource components ("Griff.SoundSource") play a sound when their entity
//     starts (PlayOnStart), each time a Timer on the entity fires (OnTimer), or
//     when a system calls Sounds.PlaySource. A looping source plays until its
//     entity is destroyed, deactivated or loses the component (then it fades out
//     over SourceFade); a one-shot always plays to its end.
//   - MusicPlayer components ("Griff.MusicPlayer"): the music is the track of the
//     first active MusicPlayer in hierarchy order. When that changes (another
//     track, or none) the mixer crossfades. A scene change that keeps the same
//     track keeps it playing, without a restart.
//   - Listener components ("Griff.Listener") mark the entity that hears: the
//     camera's. Positional sounds are panned from the first active Listener's
//     world x (see ListenerPan); with no Listener they play centred.
//   - The Sounds service ([Of]) lets systems and scripts issue cues
//     (Play, PlayAt, PlaySource) and change the player's sound settings.
//
// # Decisions
//
//   - Cues are collected during the step and issued in the present phase, in
//     the order: service cues in the order asked, then sources in hierarchy
//     order, then music. A cue asked for after runtime.StepSound (in the end phase, or
//     outside a step) is issued in the next step's present phase. The cues of
//     all the steps of one frame start together, at the start of the next mix
//     buffer: no sample offset is computed from the step.
//   - Steps a rollback re-simulates (runtime.Game.Resimulating) issue no cues
//     and start no sources: they were heard when the steps first ran. Cues
//     asked for in them are dropped.
//   - Sound never affects game state: the sound system is not a
//     runtime.StateSaver, its components' saved fields are only read, it draws no
//     random numbers and it reads no clock, so a game with sound and the same game without (a
//     server, a test, a replay) step to the same last bit. What is playing is
//     not saved: a game restored from a snapshot starts its PlayOnStart sources
//     and its music again.
//   - A game without a mixer (Options.Mixer nil: a server, a test) drops every
//     cue when it is asked for and plays nothing. If it has a SoundLibrary it
//     still reads the sound of each SoundSource once, the first step one naming
//     it is active (at mixer.DefaultRate), only to report a missing or broken
//     file as a game with sound would; without a library it reads nothing.
//   - Volumes are on the mixer's cubic scale (amplitude = volume³), and a volume
//     of 0 in a component or CueOptions means 1 (as recorded), so a source
//     written without one is heard; Muted silences a source.
//   - Sounds are named by a path inside the game folder ("assets/jump.wav",
//     ".ogg") or "synth:PRESET" for an effect rendered by audio/synth (see
//     NewSoundLibrary). Effects are decoded once per library, at the mixer's
//     rate; music is streamed. A sound that will not read warns once in the
//     problem log, naming the entity (when there is one) and the file, and the
//     game goes on silent for that sound; a truncated file warns and plays what
//     was there.
//   - The player's sound settings (bus volumes, mute: mixer.Settings) belong to
//     the player, not the game: they are kept by Options.Settings (the hosting
//     layer saves them in the save folder's settings.json), read when the system
//     is set up (in runtime.NewGame) and saved by Sounds.SetSettings. A store
//     that cannot be read warns and the defaults are used.
//   - No distance attenuation and no Doppler: 2D games place sounds by pan.
//     A paused game leaves its voices playing (a pause menu decides).
package sounds
