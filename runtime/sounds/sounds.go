package sounds

import (
	"time"

	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// SourceFade is how long a looping SoundSource takes to fade out when its entity
// is destroyed, deactivated or loses the component, or the scene changes.
const SourceFade = 50 * time.Millisecond

// DefaultHearingHalfWidth is the Listener's HalfWidth when it gives none: half of
// the default 960-pixel window. The unit is world units.
const DefaultHearingHalfWidth = 480

// SoundSource plays a sound from its entity. Saved as "Griff.SoundSource".
// Its fields are settings only: what plays is not saved (see the package
// documentation).
type SoundSource struct {
	// Sound names the sound: a path in the game folder ("assets/jump.wav") or
	// "synth:PRESET" (see NewSoundLibrary). "" plays nothing.
	Sound string `json:"sound"`
	// Music sends the sound to the music bus (a stinger) instead of the effects bus.
	Music bool `json:"music,omitempty"`
	// Volume is on the cubic scale (mixer.Amplitude), at most mixer.MaxVolume;
	// 0 means 1 (as recorded).
	Volume float64 `json:"volume,omitempty"`
	// Muted silences the source: it plays nothing.
	Muted bool `json:"muted,omitempty"`
	// Pan is -1 (left) to +1 (right), 0 centre; ignored when Positional.
	Pan float64 `json:"pan,omitempty"`
	// Positional pans the sound from the listener to the entity's world position,
	// following the entity while it plays (see ListenerPan).
	Positional bool `json:"positional,omitempty"`
	// Pitch is the playback rate, in [mixer.MinPitch, mixer.MaxPitch]; 0 means 1.
	Pitch float64 `json:"pitch,omitempty"`
	// Loop plays the sound again at its end until the source stops.
	Loop bool `json:"loop,omitempty"`
	// PlayOnStart plays the sound on the first step the entity is active, in
	// the present phase.
	PlayOnStart bool `json:"playOnStart,omitempty" griff:"was=play_on_start"`
	// OnTimer plays the sound on each step a Timer on the same entity fires.
	OnTimer bool `json:"onTimer,omitempty" griff:"was=on_timer"`
	// Priority decides which voice is stolen when the mixer is full: higher is
	// more important (mixer.Cue.Priority); default 0.
	Priority int `json:"priority,omitempty"`

	started bool `griff:"-"` // PlayOnStart done; not state
}

// MusicPlayer asks for a music track while its entity is active. The first active
// MusicPlayer in hierarchy order is the one heard. Saved as "Griff.MusicPlayer".
type MusicPlayer struct {
	// Track is the path of the music file in the game folder ("assets/theme.ogg").
	Track string `json:"track"`
	// Volume is on the cubic scale; 0 means 1. It is read when the track starts.
	Volume float64 `json:"volume,omitempty"`
	// Crossfade is how long the handover from the previous track (or to silence,
	// when this player goes) takes, in real time; 0 cuts.
	Crossfade time.Duration `json:"crossfade,omitempty"`
	// Loop plays the track again from its start at its end.
	Loop bool `json:"loop,omitempty"`
}

// Listener marks the entity whose world position positional sounds are panned
// from: the camera's. The first active Listener in hierarchy order hears.
// Saved as "Griff.Listener".
type Listener struct {
	// HalfWidth is the distance, in world units, from the listener at which a
	// sound is panned hard left or right; 0 means DefaultHearingHalfWidth.
	HalfWidth float64 `json:"halfWidth,omitempty" griff:"was=half_width"`
}

func init() {
	scenes.Register[SoundSource]("Griff.SoundSource")
	scenes.Register[MusicPlayer]("Griff.MusicPlayer")
	scenes.Register[Listener]("Griff.Listener")
}

// ListenerPan returns the pan of a sound at world x heard by a listener at world
// x lx: clamp((x - lx) / halfWidth, -1, 1), so a sound to the right of the
// listener (larger x) plays louder on the right. halfWidth <= 0 (or NaN) means
// DefaultHearingHalfWidth; a NaN x or lx gives 0. The mixer turns the pan into
// gains with its constant-power law (mixer.PanGains).
func ListenerPan(x, lx, halfWidth float64) float64 {
	if !(halfWidth > 0) {
		halfWidth = DefaultHearingHalfWidth
	}
	p := (x - lx) / halfWidth
	switch {
	case p != p:
		return 0
	case p < -1:
		return -1
	case p > 1:
		return 1
	}
	return p
}

// CueOptions say how a cue plays. The zero value plays the sound once, centred,
// as recorded, on the effects bus.
type CueOptions struct {
	// Volume is on the cubic scale, at most mixer.MaxVolume; 0 means 1.
	Volume float64
	// Pan is -1 (left) to +1 (right), 0 centre; PlayAt replaces it.
	Pan float64
	// Pitch is the playback rate; 0 means 1.
	Pitch float64
	// Music sends the cue to the music bus instead of the effects bus.
	Music bool
	// Priority decides which voice is stolen when the mixer is full; default 0.
	Priority int
	// From is the entity the cue is about, named in a problem message if the
	// sound will not read; nil names none.
	From *scenes.Entity
}

// Sounds is the service of the sound system: cues from systems and scripts, and
// the player's sound settings. Find it with Of(g) or runtime.Service[Sounds](g).
// It must be used from the game's goroutine. Nothing it does changes the game's
// state.
type Sounds interface {
	// Enabled reports whether the game has a mixer. Without one, Play, PlayAt,
	// PlaySource and StopSource do nothing.
	Enabled() bool
	// Play asks for the sound named sound to play, in this step's present phase
	// (or the next one's if that has passed).
	Play(sound string, opts CueOptions)
	// PlayAt is Play with the pan worked out from the listener to the world
	// position at (ListenerPan) when the cue is issued.
	PlayAt(sound string, at griff.Vec, opts CueOptions)
	// PlaySource plays e's SoundSource as its OnTimer would. An entity without
	// one warns once in the problem log.
	PlaySource(e *scenes.Entity)
	// StopSource stops what e's SoundSource plays, fading out over fade, in the
	// present phase.
	StopSource(e *scenes.Entity, fade time.Duration)
	// Settings returns the player's sound settings.
	Settings() mixer.Settings
	// SetSettings applies s to the mixer and saves it with the settings store.
	// It returns an error, changing nothing, if s fails mixer.Settings.Validate,
	// or the store's error if saving failed (s is applied all the same).
	SetSettings(s mixer.Settings) error
}

// SettingsStore keeps the player's sound settings between runs: the hosting
// layer's is the save folder's settings file.
type SettingsStore interface {
	// LoadSoundSettings returns the saved settings, or mixer.DefaultSettings and
	// nil if none were saved. On an error (a damaged file) it returns the
	// defaults with an error naming the file and what is wrong.
	LoadSoundSettings() (mixer.Settings, error)
	// SaveSoundSettings saves s, returning an error if it cannot.
	SaveSoundSettings(s mixer.Settings) error
}

// Options give a game its sound (NewSystem). The zero value is a game without
// sound (a server, a test): cues are dropped and settings are kept in memory only.
type Options struct {
	// Mixer plays the game's sound; nil means none. The host makes it at its
	// output's rate and starts the output on it.
	Mixer *mixer.Mixer
	// Library gives the game its sounds by name; nil means only synthesized
	// ones (NewSoundLibrary(nil)).
	Library SoundLibrary
	// Settings keeps the player's sound settings; nil keeps them in memory,
	// starting from mixer.DefaultSettings.
	Settings SettingsStore
}

// Of returns g's Sounds service. Of panics if g has no sound system (NewSystem).
func Of(g *runtime.Game) Sounds { return runtime.Service[Sounds](g) }

// volumeOr1 turns the "0 means 1" volume rule into a mixer volume.
func volumeOr1(v float64) float64 {
	if v == 0 {
		return 1
	}
	return v
}
