// Package effects is the effects system: particles ([Emitter], with rain and
// snow as presets), trails ([Trail]), followers ([Follower]), hit flashes
// ([Flash]) and screen shake ([Shake]) as components, and the steps that
// drive the lights and screen effects of package scenes/visual (flicker,
// ambient light fading in per room, occluders for shadows, screen effects
// fading to their amount). Everything is usable from scene files with no
// code; messages (runtime/messages) trigger bursts, flashes and shakes, so a
// wire from a coin's pickup to "burst" makes sparks.
//
// Steps: runtime.StepParticles (simulate) moves and emits particles;
// runtime.StepEffects (present, after the cameras) does the rest but the
// screen effects, which runtime.StepScreenEffects (right after it) moves.
//
// Decisions:
//
//   - Determinism. Particles and flicker draw from a stream of their own,
//     spawned from the game's Rand (griff.Rand.Spawn) on the component's
//     first step and kept in snapshots, so an emitter's particles do not
//     change the numbers gameplay draws after its first step, and are the
//     same at any frame rate: particles move only in steps and are drawn
//     between them (blend), as transforms are.
//   - Particles live in world units: an emitter that moves leaves its
//     particles behind (visual.WorldPlaced). They are kept in a slice per
//     emitter that grows to the most alive at once and is then reused; a dead
//     particle is replaced by the last one, so stepping and drawing 10,000
//     particles allocates nothing once settled. Live particles are decoration
//     and are not state: a snapshot keeps the stream, the owed fraction and
//     the settings, so emission after a restore is the same, but the
//     particles in flight are not restored.
//   - A cap on the game's live particles across all its emitters
//     (Options.MaxLive, project.griff's "effects": {"maxParticles": n};
//     DefaultMaxLive, 20,000, by default), besides each emitter's Max. At
//     the cap new particles are refused (refuse-new, not oldest-first): the
//     particles in flight finish their lives, and emission resumes as they
//     die. Refusing is what Defold (particle_fx.max_particle_count), Unity
//     (a system's maxParticles) and Unreal's Niagara do: killing the oldest
//     would make flying sparks pop out mid-air, and finding the oldest
//     across emitters costs a search every emission. Each step first moves
//     every emitter's particles and counts them, then emitters emit in
//     hierarchy order, so those earlier in the scene get the room first.
//     The first refusal warns once per game in the problem log, naming the
//     emitter's entity and Griff.Emitter. 100 emitters at full rate and
//     MaxParticles (1.1 GB without a cap) hold 20,000 particles, about
//     2.4 MB of heap, and step in about 250 µs with no allocation.
//   - Colour and size go from start to end over a particle's life along an
//     easing curve (griff.Easing), the same start/end-plus-curve model as
//     Godot's CPUParticles2D with a curve and Defold's key-framed tracks
//     reduced to two keys.
//   - Bad values from a file (a negative rate, a NaN lifetime, a burst above
//     Max) are clamped into range with one warning per setting in the
//     problem log naming the entity and Griff.Emitter (Griff.Light for
//     lights); the game goes on and nothing panics. They are checked when a
//     scene comes in (and for the start scene when the system is set up),
//     not only in the steps, so they show at once under a title menu that
//     pauses the gameplay.
//   - Shadows: a light with Shadows takes as occluders, each step, the
//     solid, non-sensor, non-one-way collider shapes (boxes and capsules as
//     boxes, circles as octagons, polygons of up to 8 points, segments and
//     chains as lines) and the merged rectangles of solid TilemapWalls
//     within its reach. Occluders are where they were on the last step
//     (not drawn between steps).
//   - Screen effects go on moving while the gameplay is paused (a pause
//     menu, runtime.Pauser), in real time (1/StepRate seconds a step, as
//     the UI's animations are counted in steps), since game time stands
//     still then; in play they move in game time (a time scale slows their
//     fade). So a pause menu can ease a backdrop in over the frozen game: a
//     ScreenEffect with WhilePaused shows its Amount only while the gameplay
//     is paused, and fades back out when play resumes. Everything else here
//     (particles, flashes, followers, flicker, ambient fades) stands still
//     under a pause, as the gameplay does.
//   - Screen shake is the camera's own (visual.Camera.Shake); Shake and
//     ShakeCameras only set it, so the view system's deterministic noise
//     of the tick drives it.
package effects
