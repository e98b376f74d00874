package sounds

import (
	"errors"
	"time"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

// NewSystem returns the sound system, named "Sound", with its mixer, library
// and settings store from opts: it provides the Sounds service and runs
// runtime.StepSound (see the package documentation). It holds no game state.
func NewSystem(opts Options) runtime.System {
	return &system{mix: opts.Mixer, lib: opts.Library, store: opts.Settings}
}

// system is the sound system: it implements Sounds and runs runtime.StepSound. None of
// its fields is game state.
type system struct {
	g        *runtime.Game  `griff:"-"`
	mix      *mixer.Mixer   `griff:"-"` // nil: no sound
	lib      SoundLibrary   `griff:"-"`
	store    SettingsStore  `griff:"-"`
	settings mixer.Settings `griff:"-"`

	cues     []soundCue              `griff:"-"`
	requests []sourceRequest         `griff:"-"`
	loaded   map[string]*audio.Sound `griff:"-"` // by name; nil for one that did not read
	validate bool                    `griff:"-"` // no mixer but a library: read each source's sound once to report it
	opened   map[string]bool         `griff:"-"` // music tracks check opened once (not state: a cache of reports)
	live     []liveVoice             `griff:"-"` // voices of sources still followed

	track     string        `griff:"-"` // the music playing ("" none)
	trackFade time.Duration `griff:"-"` // its player's crossfade, for stopping it
}

type soundCue struct {
	name string
	opts CueOptions
	at   griff.Vec
	pan  bool // work out the pan from at
}

type sourceRequest struct {
	e    *scenes.Entity
	stop bool
	fade time.Duration
}

// liveVoice is a voice started from a SoundSource that the system follows while
// it plays: looping ones are stopped when the source goes, positional ones are
// panned, and StopSource finds them all.
type liveVoice struct {
	e     *scenes.Entity
	src   *SoundSource // compared, not read: its memory is reused once it goes
	voice mixer.Voice
	loop  bool
}

const sourceComponent = "Griff.SoundSource"

func (*system) Name() string { return "Sound" }

func (s *system) Setup(g *runtime.Game) error {
	s.g = g
	s.validate = s.mix == nil && s.lib != nil
	if s.lib == nil {
		s.lib = NewSoundLibrary(nil)
	}
	s.loaded = map[string]*audio.Sound{}
	s.settings = mixer.DefaultSettings()
	if s.store != nil {
		st, err := s.store.LoadSoundSettings()
		if err != nil {
			g.Problems().Warn(nil, "", "sound settings: %v; using the defaults", err)
			st = mixer.DefaultSettings()
		} else if verr := st.Validate(); verr != nil {
			g.Problems().Warn(nil, "", "sound settings: %v; using the defaults", verr)
			st = mixer.DefaultSettings()
		}
		s.settings = st
	}
	if s.mix != nil {
		s.mix.SetSettings(s.settings)
		s.preload(g.Scene())
	}
	runtime.Provide[Sounds](g, s)
	g.AddStep(runtime.StepSound, runtime.InPhase(runtime.PhasePresent), s.step)
	return nil
}

// SceneStarted loads the new scene's sounds before its first step.
func (s *system) SceneStarted(g *runtime.Game) {
	if s.mix != nil {
		s.preload(g.Scene())
	}
}

// preload decodes the sounds of sc's SoundSources, so the first play does not
// wait for a file.
func (s *system) preload(sc *scenes.Scene) {
	for e, src := range scenes.AllRead[SoundSource](sc) {
		if src.Sound != "" {
			s.sound(src.Sound, e)
		}
	}
}

func (s *system) Enabled() bool { return s.mix != nil }

func (s *system) Play(name string, opts CueOptions) {
	if s.mix != nil && name != "" {
		s.cues = append(s.cues, soundCue{name: name, opts: opts})
	}
}

func (s *system) PlayAt(name string, at griff.Vec, opts CueOptions) {
	if s.mix != nil && name != "" {
		s.cues = append(s.cues, soundCue{name: name, opts: opts, at: at, pan: true})
	}
}

func (s *system) PlaySource(e *scenes.Entity) {
	if s.mix == nil || e == nil {
		return
	}
	if scenes.Read[SoundSource](e) == nil {
		s.g.Problems().Warn(e, sourceComponent, "PlaySource: the entity has no SoundSource")
		return
	}
	s.requests = append(s.requests, sourceRequest{e: e})
}

func (s *system) StopSource(e *scenes.Entity, fade time.Duration) {
	if s.mix != nil && e != nil {
		s.requests = append(s.requests, sourceRequest{e: e, stop: true, fade: fade})
	}
}

func (s *system) Settings() mixer.Settings { return s.settings }

func (s *system) SetSettings(st mixer.Settings) error {
	if err := st.Validate(); err != nil {
		return err
	}
	s.settings = st
	if s.mix != nil {
		s.mix.SetSettings(st)
	}
	if s.store != nil {
		return s.store.SaveSoundSettings(st)
	}
	return nil
}

// sound returns the sound named name at the mixer's rate (mixer.DefaultRate
// without a mixer), reading it the first
// time; a sound that does not read warns once, naming e (which may be nil),
// and is nil from then on.
func (s *system) sound(name string, e *scenes.Entity) *audio.Sound {
	if snd, ok := s.loaded[name]; ok {
		return snd
	}
	rate := mixer.DefaultRate // validating without a mixer
	if s.mix != nil {
		rate = s.mix.SampleRate()
	}
	snd, err := s.lib.Sound(name, rate)
	switch {
	case err != nil && errors.Is(err, audio.ErrTruncated) && snd != nil:
		s.g.Problems().Warn(e, componentOf(e), "%v; playing what was read", err)
	case err != nil:
		s.g.Problems().Warn(e, componentOf(e), "%v; the game goes on without it", err)
		snd = nil
	}
	s.loaded[name] = snd
	return snd
}

// componentOf names the SoundSource component in a problem about e, if e has one.
func componentOf(e *scenes.Entity) string {
	if e != nil && e.Alive() && scenes.Has[SoundSource](e) {
		return sourceComponent
	}
	return ""
}

// step is runtime.StepSound.
func (s *system) step(g *runtime.Game) {
	if g.Resimulating() {
		// A rollback re-runs steps already heard: their cues were played
		// when the steps first ran (see runtime.Game.SetResimulating).
		s.cues, s.requests = s.cues[:0], s.requests[:0]
		return
	}
	if s.mix == nil {
		if s.validate {
			s.check(g)
		}
		return
	}
	lx, half, heard := s.listener(g.Scene())
	pan := func(x float64) float64 {
		if !heard {
			return 0
		}
		return ListenerPan(x, lx, half)
	}
	s.follow(g, pan)
	s.issueCues(pan)
	s.runRequests(g, pan)
	tick := g.Clock().Tick()
	// The sounds system reads its components only (started is not state), so
	// it marks no entity changed (scenes' Change marks).
	for e, src := range scenes.ActiveRead[SoundSource](g.Scene()) {
		if src.PlayOnStart && !src.started {
			src.started = true
			s.playSource(e, src, pan)
		}
		if src.OnTimer {
			if t := scenes.Read[timers.Timer](e); t != nil && t.Fired(tick) {
				s.playSource(e, src, pan)
			}
		}
	}
	s.music(g)
}

// check reads, once per name, the sound of each active SoundSource of a game
// without a mixer, and opens the track of each active MusicPlayer (its header
// only: music streams), so that a missing or broken file is reported (naming
// the first entity found with it) even when nothing is heard: a headless test
// of a game folder or a server sees the same warnings a player would. It costs
// one decode per effect file and one header read per track, the first step a
// component naming it is active, and changes no state.
func (s *system) check(g *runtime.Game) {
	sc := g.Scene()
	for e, src := range scenes.ActiveRead[SoundSource](sc) {
		if src.Sound == "" {
			continue
		}
		if _, ok := s.loaded[src.Sound]; !ok {
			s.sound(src.Sound, e)
		}
	}
	for e, m := range scenes.ActiveRead[MusicPlayer](sc) {
		if m.Track == "" || s.opened[m.Track] {
			continue
		}
		if s.opened == nil {
			s.opened = make(map[string]bool)
		}
		s.opened[m.Track] = true
		if _, err := s.lib.Music(m.Track); err != nil {
			g.Problems().Warn(e, "Griff.MusicPlayer", "%v; the game goes on without it", err)
		}
	}
}

// listener returns the world x and half width of the first active Listener, or
// false if the scene has none.
func (s *system) listener(sc *scenes.Scene) (x, half float64, ok bool) {
	for e, l := range scenes.ActiveRead[Listener](sc) {
		return e.Transform().WorldPosition()[0], l.HalfWidth, true
	}
	return 0, 0, false
}

func (s *system) issueCues(pan func(float64) float64) {
	for i, c := range s.cues {
		s.cues[i] = soundCue{}
		snd := s.sound(c.name, c.opts.From)
		if snd == nil {
			continue
		}
		p := c.opts.Pan
		if c.pan {
			p = pan(c.at[0])
		}
		s.mix.Play(mixer.Cue{Sound: snd, Bus: busOf(c.opts.Music), Volume: volumeOr1(c.opts.Volume),
			Pan: p, Pitch: c.opts.Pitch, Priority: c.opts.Priority})
	}
	s.cues = s.cues[:0]
}

func (s *system) runRequests(g *runtime.Game, pan func(float64) float64) {
	for i, r := range s.requests {
		s.requests[i] = sourceRequest{}
		if !r.e.Alive() || r.e.Scene() != g.Scene() {
			continue
		}
		if r.stop {
			s.stopSource(r.e, r.fade)
		} else if src := scenes.Read[SoundSource](r.e); src != nil {
			s.playSource(r.e, src, pan)
		}
	}
	s.requests = s.requests[:0]
}

// playSource issues the cue src describes and follows the voice if it loops or
// is positional.
func (s *system) playSource(e *scenes.Entity, src *SoundSource, pan func(float64) float64) {
	if src.Muted || src.Sound == "" {
		return
	}
	snd := s.sound(src.Sound, e)
	if snd == nil {
		return
	}
	p := src.Pan
	if src.Positional {
		p = pan(e.Transform().WorldPosition()[0])
	}
	v := s.mix.Play(mixer.Cue{Sound: snd, Bus: busOf(src.Music), Volume: volumeOr1(src.Volume),
		Pan: p, Pitch: src.Pitch, Loop: src.Loop, Priority: src.Priority})
	if v != 0 {
		s.live = append(s.live, liveVoice{e, src, v, src.Loop})
	}
}

func (s *system) stopSource(e *scenes.Entity, fade time.Duration) {
	for _, l := range s.live {
		if l.e == e {
			s.mix.Stop(l.voice, fade)
		}
	}
}

// follow pans the positional voices still playing and stops looping ones whose
// source went (destroyed, deactivated, removed, another scene). A one-shot
// whose source went plays on where it was.
func (s *system) follow(g *runtime.Game, pan func(float64) float64) {
	kept := s.live[:0]
	for _, l := range s.live {
		if !s.mix.Playing(l.voice) {
			continue
		}
		here := l.e.Alive() && l.e.Scene() == g.Scene() && scenes.Read[SoundSource](l.e) == l.src
		if !here || !l.e.ActiveInHierarchy() {
			if l.loop {
				s.mix.Stop(l.voice, SourceFade)
				if here { // deactivated: a PlayOnStart loop starts again when active
					l.src.started = false
				}
			}
			continue
		}
		if l.src.Positional {
			s.mix.SetPan(l.voice, pan(l.e.Transform().WorldPosition()[0]))
		}
		kept = append(kept, l)
	}
	clear(s.live[len(kept):])
	s.live = kept
}

// music hands the music over to the first active MusicPlayer's track when it
// changes, and reports a track that failed while playing.
func (s *system) music(g *runtime.Game) {
	var player *MusicPlayer
	var who *scenes.Entity
	for e, m := range scenes.ActiveRead[MusicPlayer](g.Scene()) {
		player, who = m, e
		break
	}
	if err := s.mix.Err(); err != nil {
		g.Problems().Warn(nil, "", "music %s stopped: %v", s.track, err)
	}
	switch {
	case player == nil && s.track != "":
		s.mix.StopMusic(s.trackFade)
		s.track = ""
	case player != nil && player.Track != s.track:
		s.track, s.trackFade = player.Track, player.Crossfade
		if player.Track == "" {
			s.mix.StopMusic(player.Crossfade)
			return
		}
		st, err := s.lib.Music(player.Track)
		if err != nil {
			g.Problems().Warn(who, "Griff.MusicPlayer", "%v; the game goes on without it", err)
			s.mix.StopMusic(player.Crossfade)
			return
		}
		s.mix.PlayMusic(st, mixer.Track{Volume: volumeOr1(player.Volume), Crossfade: player.Crossfade, Loop: player.Loop})
	}
}

func busOf(music bool) mixer.Bus {
	if music {
		return mixer.BusMusic
	}
	return mixer.BusEffects
}
