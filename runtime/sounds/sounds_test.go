package sounds_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

const testRate = 48000

// newGame makes a game with the built-in systems, the sound system made from
// so, then systems.
func newGame(t testing.TB, opts runtime.Options, so sounds.Options, systems ...runtime.System) *runtime.Game {
	t.Helper()
	return flowGame(t, opts, builtins.Options{Sound: so}, systems...)
}

// flowGame makes a game with the built-in systems made from b, then systems.
func flowGame(t testing.TB, opts runtime.Options, b builtins.Options, systems ...runtime.System) *runtime.Game {
	t.Helper()
	g, err := builtins.NewGame(opts, b, systems...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// sceneMap loads scenes from their text, by name.
type sceneMap map[string]string

func (m sceneMap) LoadScene(name string, p *scenes.Problems) (*scenes.Scene, error) {
	text, ok := m[name]
	if !ok {
		return nil, fmt.Errorf("no scene %q", name)
	}
	return scenes.ReadScene(name, []byte(text), p)
}

// wavBytes returns a 16-bit PCM mono WAV of frames frames of a 440 Hz sine at
// half scale, at rate frames per second.
func wavBytes(rate, frames int) []byte {
	var b bytes.Buffer
	le := func(v any) { binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	le(uint32(36 + 2*frames))
	b.WriteString("WAVEfmt ")
	le(uint32(16))
	le(uint16(1))        // PCM
	le(uint16(1))        // mono
	le(uint32(rate))     // frames per second
	le(uint32(2 * rate)) // bytes per second
	le(uint16(2))        // block align
	le(uint16(16))       // bits
	b.WriteString("data")
	le(uint32(2 * frames))
	for i := range frames {
		le(int16(16384 * math.Sin(2*math.Pi*440*float64(i)/float64(rate))))
	}
	return b.Bytes()
}

// soundGame is a game with a mixer whose output is a Capture.
type soundGame struct {
	g   *runtime.Game
	mix *mixer.Mixer
	out *audio.Capture
}

func newSoundGame(t *testing.T, fsys fstest.MapFS, store sounds.SettingsStore, systems ...runtime.System) *soundGame {
	t.Helper()
	mix := mixer.New(mixer.Options{Rate: testRate})
	out := audio.NewCapture(testRate)
	if err := out.Start(mix); err != nil {
		t.Fatal(err)
	}
	var lib sounds.SoundLibrary
	if fsys != nil {
		lib = sounds.NewSoundLibrary(fsys)
	}
	g := newGame(t, runtime.Options{}, sounds.Options{Mixer: mix, Library: lib, Settings: store}, systems...)
	return &soundGame{g, mix, out}
}

// levels pulls frames frames and returns the RMS of the left and right channels.
func (sg *soundGame) levels(t *testing.T, frames int) (l, r float64) {
	t.Helper()
	s, err := sg.out.Pull(frames)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < len(s); i += 2 {
		l += float64(s[i]) * float64(s[i])
		r += float64(s[i+1]) * float64(s[i+1])
	}
	return math.Sqrt(l / float64(frames)), math.Sqrt(r / float64(frames))
}

func TestPlayOnStartSoundsAfterAStep(t *testing.T) {
	sg := newSoundGame(t, nil, nil)
	e := sg.g.Scene().NewEntity("Bell", nil)
	scenes.Add(e, sounds.SoundSource{Sound: "synth:blip", PlayOnStart: true})
	if l, r := sg.levels(t, 480); l != 0 || r != 0 {
		t.Fatalf("before any step: levels %v, %v, want silence", l, r)
	}
	sg.g.Step()
	if got := sg.mix.Voices(); got != 1 {
		t.Fatalf("after one step: %d voices, want 1", got)
	}
	if l, r := sg.levels(t, 2400); l < 0.01 || math.Abs(l-r) > 1e-6 {
		t.Errorf("after one step: levels %v, %v, want equal (centred) and above 0.01", l, r)
	}
	sg.g.Step() // PlayOnStart plays once
	if got := sg.mix.Voices(); got != 1 {
		t.Errorf("after a second step: %d voices, want still 1", got)
	}
}

// cueProbe plays a cue in the logic phase of tick 1 and counts the mixer's
// voices in the resolve and end phases.
type cueProbe struct {
	mix            *mixer.Mixer
	resolve, atEnd []int
}

func (p *cueProbe) Name() string { return "CueProbe" }
func (p *cueProbe) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Cue"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if g.Clock().Tick() == 1 {
			sounds.Of(g).Play("synth:coin", sounds.CueOptions{})
		}
	})
	g.AddStep(runtime.NewStep("BeforePresent"), runtime.InPhase(runtime.PhaseResolve), func(g *runtime.Game) {
		p.resolve = append(p.resolve, p.mix.Voices())
	})
	g.AddStep(runtime.NewStep("AfterPresent"), runtime.InPhase(runtime.PhaseEnd), func(g *runtime.Game) {
		p.atEnd = append(p.atEnd, p.mix.Voices())
	})
	return nil
}

func TestCueReachesMixerInPresentPhase(t *testing.T) {
	mix := mixer.New(mixer.Options{Rate: testRate})
	p := &cueProbe{mix: mix}
	g := newGame(t, runtime.Options{}, sounds.Options{Mixer: mix}, p)
	g.Step()
	if p.resolve[0] != 0 || p.atEnd[0] != 1 {
		t.Errorf("voices in resolve %d and end %d, want 0 then 1", p.resolve[0], p.atEnd[0])
	}
}

func TestListenerPan(t *testing.T) {
	tests := []struct{ x, lx, half, want float64 }{
		{0, 0, 480, 0},
		{240, 0, 480, 0.5},
		{-240, 0, 480, -0.5},
		{1000, 0, 480, 1},
		{-1000, 0, 480, -1},
		{100, 0, 0, 100.0 / sounds.DefaultHearingHalfWidth},
		{100, 0, 50, 1},
		{math.NaN(), 0, 480, 0},
	}
	for _, tt := range tests {
		if got := sounds.ListenerPan(tt.x, tt.lx, tt.half); got != tt.want {
			t.Errorf("ListenerPan(%v, %v, %v) = %v, want %v", tt.x, tt.lx, tt.half, got, tt.want)
		}
	}
}

func TestPanFromListener(t *testing.T) {
	for _, tt := range []struct {
		name        string
		listenerX   float64
		louderRight bool
	}{
		{"listener to the left", -300, true},
		{"listener to the right", 300, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sg := newSoundGame(t, nil, nil)
			sc := sg.g.Scene()
			cam := sc.NewEntity("Camera", nil)
			cam.Transform().SetPosition(griff.V(tt.listenerX, 0))
			scenes.Add(cam, sounds.Listener{})
			src := sc.NewEntity("Source", nil)
			scenes.Add(src, sounds.SoundSource{Sound: "synth:coin", PlayOnStart: true, Positional: true})
			sg.g.Step()
			l, r := sg.levels(t, 4800)
			if (r > 2*l) != tt.louderRight || (l > 2*r) == tt.louderRight {
				t.Errorf("levels left %v right %v, want the %v clearly louder", l, r, map[bool]string{true: "right", false: "left"}[tt.louderRight])
			}
		})
	}
}

func TestPlayAtWithoutListenerIsCentred(t *testing.T) {
	sg := newSoundGame(t, nil, nil)
	sounds.Of(sg.g).PlayAt("synth:hit", griff.V(5000, 0), sounds.CueOptions{})
	sg.g.Step()
	if l, r := sg.levels(t, 2400); l == 0 || l != r {
		t.Errorf("levels %v, %v, want equal and not silent", l, r)
	}
}

func TestMissingSoundWarnsOnceAndGameGoesOn(t *testing.T) {
	fsys := fstest.MapFS{"assets/broken.wav": {Data: []byte("RIFF....WAVEjunk")}}
	sg := newSoundGame(t, fsys, nil)
	sc := sg.g.Scene()
	for _, name := range []string{"assets/missing.wav", "assets/broken.wav"} {
		e := sc.NewEntity("Horn", nil)
		scenes.Add(e, timers.Timer{Duration: time.Second / 20, Repeat: true})
		scenes.Add(e, sounds.SoundSource{Sound: name, PlayOnStart: true, OnTimer: true})
	}
	ok := sc.NewEntity("Bell", nil)
	scenes.Add(ok, sounds.SoundSource{Sound: "synth:blip", PlayOnStart: true})
	for range 30 {
		sg.g.Step()
	}
	if got := sg.g.Clock().Tick(); got != 30 {
		t.Fatalf("tick %d after 30 steps, want 30", got)
	}
	list := sg.g.Problems().List()
	if len(list) != 2 {
		t.Fatalf("%d problems, want 2 (one per broken sound): %v", len(list), list)
	}
	for i, want := range []string{"assets/missing.wav", "assets/broken.wav"} {
		p := list[i]
		if p.Entity != "Horn" || p.Component != "Griff.SoundSource" || !strings.Contains(p.Message, want) {
			t.Errorf("problem %d = %v, want one about Horn's Griff.SoundSource naming %s", i, p, want)
		}
	}
	if sg.mix.Voices() != 1 {
		t.Errorf("%d voices, want 1 (the bell)", sg.mix.Voices())
	}
}

// stepper moves every Mover-less "Walker" entity right by 10 and plays a cue each
// step, to compare games with and without sound.
type stepper struct{}

func (stepper) Name() string { return "Stepper" }
func (stepper) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Walk"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		e := g.Scene().Find("Walker")
		e.Transform().Move(griff.V(10, 0))
		sounds.Of(g).PlayAt("synth:jump", e.Transform().WorldPosition(), sounds.CueOptions{From: e})
		if g.Clock().Tick() == 5 {
			sounds.Of(g).StopSource(e, 0)
			sounds.Of(g).PlaySource(e)
		}
	})
	return nil
}

func fill(sc *scenes.Scene) {
	w := sc.NewEntity("Walker", nil)
	scenes.Add(w, sounds.SoundSource{Sound: "synth:laser", PlayOnStart: true, Loop: true, Positional: true})
	scenes.Add(w, motion.Wander{MinSpeed: 10, MaxSpeed: 20})
	scenes.Add(w, motion.Mover{})
	scenes.Add(sc.NewEntity("Music", nil), sounds.MusicPlayer{Track: "assets/none.ogg"})
	scenes.Add(sc.NewEntity("Camera", w), sounds.Listener{})
}

func TestGameWithoutMixerRunsTheSame(t *testing.T) {
	quiet := newGame(t, runtime.Options{Seed: 3}, sounds.Options{}, stepper{})
	fill(quiet.Scene())
	if sounds.Of(quiet).Enabled() {
		t.Fatal("a game without a mixer reports sound enabled")
	}
	mix := mixer.New(mixer.Options{Rate: testRate})
	loud := newGame(t, runtime.Options{Seed: 3}, sounds.Options{Mixer: mix}, stepper{})
	fill(loud.Scene())
	for range 120 {
		quiet.Step()
		loud.Step()
		mix.Mix(make([]float32, 1600))
	}
	if q, l := quiet.Fingerprint(), loud.Fingerprint(); q != l {
		t.Errorf("fingerprints differ with and without sound: %s and %s", q, l)
	}
	if n := quiet.Problems().Len(); n != 0 {
		t.Errorf("the game without a mixer logged %d problems, want 0 (no sound is read): %v", n, quiet.Problems().List())
	}
	if mix.Voices() == 0 {
		t.Error("the game with a mixer plays nothing")
	}
}

func TestLoopStopsWhenEntityGoes(t *testing.T) {
	for _, how := range []string{"destroy", "deactivate", "remove", "StopSource"} {
		t.Run(how, func(t *testing.T) {
			sg := newSoundGame(t, nil, nil)
			e := sg.g.Scene().NewEntity("Engine", nil)
			scenes.Add(e, sounds.SoundSource{Sound: "synth:powerup", PlayOnStart: true, Loop: true})
			sg.g.Step()
			sg.levels(t, 48000) // a second: longer than the sound, so it looped
			if sg.mix.Voices() != 1 {
				t.Fatalf("%d voices after a second, want 1 looping", sg.mix.Voices())
			}
			switch how {
			case "destroy":
				sg.g.Destroy(e)
			case "deactivate":
				e.SetActive(false)
			case "remove":
				scenes.Remove[sounds.SoundSource](e)
			case "StopSource":
				sounds.Of(sg.g).StopSource(e, 0)
			}
			sg.g.Step()
			sg.g.Step()
			sg.levels(t, 4800) // past SourceFade
			if sg.mix.Voices() != 0 {
				t.Errorf("%d voices after %s, want 0", sg.mix.Voices(), how)
			}
			if how == "deactivate" { // active again: the loop starts again
				e.SetActive(true)
				sg.g.Step()
				if sg.mix.Voices() != 1 {
					t.Errorf("%d voices after reactivating, want 1", sg.mix.Voices())
				}
			}
		})
	}
}

func TestMusicFollowsFirstActivePlayer(t *testing.T) {
	fsys := fstest.MapFS{
		"music/a.wav": {Data: wavBytes(22050, 22050)},
		"music/b.wav": {Data: wavBytes(22050, 22050)},
	}
	sg := newSoundGame(t, fsys, nil)
	sc := sg.g.Scene()
	a := sc.NewEntity("A", nil)
	scenes.Add(a, sounds.MusicPlayer{Track: "music/a.wav", Crossfade: time.Second / 10, Loop: true})
	b := sc.NewEntity("B", nil)
	scenes.Add(b, sounds.MusicPlayer{Track: "music/b.wav", Crossfade: time.Second / 10})
	sg.g.Step()
	if n := sg.mix.Tracks(); n != 1 {
		t.Fatalf("%d tracks after the first step, want 1", n)
	}
	if l, _ := sg.levels(t, 2400); l < 0.01 {
		t.Errorf("music level %v, want above 0.01", l)
	}
	a.SetActive(false) // B is first now: crossfade
	sg.g.Step()
	if n := sg.mix.Tracks(); n != 2 {
		t.Errorf("%d tracks during the crossfade, want 2", n)
	}
	sg.levels(t, 9600)
	if n := sg.mix.Tracks(); n != 1 {
		t.Errorf("%d tracks after the crossfade, want 1", n)
	}
	b.SetActive(false) // nobody: fade out
	sg.g.Step()
	sg.levels(t, 9600)
	if n := sg.mix.Tracks(); n != 0 {
		t.Errorf("%d tracks with no active player, want 0", n)
	}
	if sg.g.Problems().Len() != 0 {
		t.Errorf("problems: %v", sg.g.Problems().List())
	}
}

func TestMissingMusicWarnsOnce(t *testing.T) {
	sg := newSoundGame(t, fstest.MapFS{}, nil)
	e := sg.g.Scene().NewEntity("Radio", nil)
	scenes.Add(e, sounds.MusicPlayer{Track: "music/gone.ogg"})
	for range 10 {
		sg.g.Step()
	}
	list := sg.g.Problems().List()
	if len(list) != 1 || list[0].Entity != "Radio" || list[0].Component != "Griff.MusicPlayer" || !strings.Contains(list[0].Message, "music/gone.ogg") {
		t.Errorf("problems %v, want one about Radio's Griff.MusicPlayer naming music/gone.ogg", list)
	}
}

// memStore is a SoundSettingsStore in memory.
type memStore struct {
	loaded  mixer.Settings
	loadErr error
	saved   []mixer.Settings
	saveErr error
}

func (m *memStore) LoadSoundSettings() (mixer.Settings, error) { return m.loaded, m.loadErr }
func (m *memStore) SaveSoundSettings(s mixer.Settings) error {
	m.saved = append(m.saved, s)
	return m.saveErr
}

func TestSoundSettings(t *testing.T) {
	st := &memStore{loaded: mixer.Settings{Master: 0.5, Music: 0.25, Effects: 1}}
	sg := newSoundGame(t, nil, st)
	s := sounds.Of(sg.g)
	if got := s.Settings(); got != st.loaded {
		t.Errorf("Settings() = %+v, want the stored %+v", got, st.loaded)
	}
	if got := sg.mix.Settings(); got != st.loaded {
		t.Errorf("mixer settings %+v, want the stored %+v", got, st.loaded)
	}
	next := mixer.Settings{Master: 1, Music: 0.5, Effects: 0.75, Muted: true}
	if err := s.SetSettings(next); err != nil {
		t.Fatal(err)
	}
	if len(st.saved) != 1 || st.saved[0] != next || sg.mix.Settings() != next || s.Settings() != next {
		t.Errorf("after SetSettings: saved %+v, mixer %+v, want %+v everywhere", st.saved, sg.mix.Settings(), next)
	}
	if err := s.SetSettings(mixer.Settings{Master: -1}); err == nil || s.Settings() != next {
		t.Errorf("SetSettings of a negative master: error %v, settings %+v; want an error and no change", err, s.Settings())
	}
	st.saveErr = errors.New("disk full")
	if err := s.SetSettings(mixer.DefaultSettings()); err == nil || !strings.Contains(err.Error(), "disk full") || sg.mix.Settings() != mixer.DefaultSettings() {
		t.Errorf("SetSettings with a failing store: %v, mixer %+v; want the store's error and the settings applied", err, sg.mix.Settings())
	}
}

func TestBadStoredSettingsWarn(t *testing.T) {
	for _, st := range []*memStore{
		{loaded: mixer.DefaultSettings(), loadErr: errors.New("settings.json:1:2: bad file")},
		{loaded: mixer.Settings{Master: math.Inf(1)}},
	} {
		sg := newSoundGame(t, nil, st)
		if got := sounds.Of(sg.g).Settings(); got != mixer.DefaultSettings() {
			t.Errorf("settings %+v, want the defaults", got)
		}
		list := sg.g.Problems().List()
		if len(list) != 1 || !strings.Contains(list[0].Message, "sound settings") {
			t.Errorf("problems %v, want one warning about the sound settings", list)
		}
	}
}

func TestSoundLibrary(t *testing.T) {
	fsys := fstest.MapFS{
		"assets/tone.wav": {Data: wavBytes(22050, 2205)},
		"assets/cut.wav":  {Data: wavBytes(22050, 2205)[:1000]},
	}
	lib := sounds.NewSoundLibrary(fsys)
	s, err := lib.Sound("assets/tone.wav", testRate)
	if err != nil || s.Rate != testRate || s.Frames() != 4800 {
		t.Fatalf("tone.wav: %v, rate %d, %d frames; want 48000 and 4800 frames", err, s.Rate, s.Frames())
	}
	if again, _ := lib.Sound("assets/tone.wav", testRate); again != s {
		t.Error("a second Sound call decoded the file again")
	}
	if s, err := lib.Sound("assets/cut.wav", testRate); !errors.Is(err, audio.ErrTruncated) || s == nil || s.Frames() == 0 {
		t.Errorf("cut.wav: %v, want ErrTruncated with the frames that were there", err)
	}
	a, _ := lib.Sound("synth:coin", testRate)
	b, _ := sounds.NewSoundLibrary(nil).Sound("synth:coin/1", testRate)
	c, _ := lib.Sound("synth:coin/2", testRate)
	if a == nil || b == nil || c == nil || !equalSamples(a, b) || equalSamples(a, c) {
		t.Error("synth:coin should equal synth:coin/1 in any library and differ from synth:coin/2")
	}
	for _, name := range []string{"assets/none.wav", "/assets/tone.wav", "../tone.wav", "synth:kazoo", "synth:coin/x", ""} {
		if _, err := lib.Sound(name, testRate); !errors.Is(err, sounds.ErrNoSound) {
			t.Errorf("Sound(%q) error %v, want ErrNoSound", name, err)
		}
	}
	if _, err := lib.Sound("synth:kazoo", testRate); err == nil || !strings.Contains(err.Error(), `unknown synth preset "kazoo" (want one of coin, laser,`) {
		t.Errorf("Sound(synth:kazoo) error %v, want one naming the presets", err)
	}
	if _, err := lib.Music("synth:coin"); !errors.Is(err, sounds.ErrNoSound) {
		t.Errorf("Music(synth:coin) error %v, want ErrNoSound", err)
	}
	st, err := lib.Music("assets/tone.wav")
	if err != nil || st.SampleRate() != 22050 {
		t.Fatalf("Music(tone.wav): %v", err)
	}
}

func equalSamples(a, b *audio.Sound) bool {
	if len(a.Samples) != len(b.Samples) {
		return false
	}
	for i := range a.Samples {
		if a.Samples[i] != b.Samples[i] {
			return false
		}
	}
	return true
}

// FuzzSoundLibrary feeds the library arbitrary names and file bytes: it must
// return an error or a playable sound, never panic.
func FuzzSoundLibrary(f *testing.F) {
	f.Add("assets/a.wav", wavBytes(8000, 100))
	f.Add("synth:blip/7", []byte{})
	f.Add("synth:/", []byte{})
	f.Add("assets/a.ogg", []byte("OggS\x00\x02"))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		if strings.HasPrefix(name, sounds.SynthPrefix) && len(name) > 24 {
			return // every synth name renders; long ones only cost time
		}
		lib := sounds.NewSoundLibrary(fstest.MapFS{"assets/a.wav": {Data: data}, "assets/a.ogg": {Data: data}})
		s, err := lib.Sound(name, 8000)
		if s != nil {
			if cerr := s.Check(); cerr != nil {
				t.Fatalf("Sound(%q) gave an unplayable sound (%v)", name, cerr)
			}
		} else if err == nil {
			t.Fatalf("Sound(%q) gave neither a sound nor an error", name)
		}
		if st, err := lib.Music(name); err == nil {
			st.Read(make([]float32, 256))
		}
	})
}

// quietScene fills a sound game's scene with n positional looping sources (the
// mixer plays the first 32) and a listener.
func quietScene(t testing.TB, n int) (*runtime.Game, *mixer.Mixer) {
	mix := mixer.New(mixer.Options{Rate: testRate})
	g := newGame(t, runtime.Options{}, sounds.Options{Mixer: mix})
	sc := g.Scene()
	scenes.Add(sc.NewEntity("Camera", nil), sounds.Listener{})
	for i := range n {
		e := sc.NewEntity("Hum", nil)
		e.Transform().SetPosition(griff.V(float64(i), 0))
		scenes.Add(e, sounds.SoundSource{Sound: "synth:powerup", Loop: true, Positional: true, PlayOnStart: true})
		scenes.Add(e, motion.Mover{Velocity: griff.V(1, 0)})
	}
	return g, mix
}

func TestSoundStepMakesNoGarbage(t *testing.T) {
	g, mix := quietScene(t, 100)
	for range 3 {
		g.Step()
	}
	buf := make([]float32, 1600)
	allocs := testing.AllocsPerRun(50, func() {
		sounds.Of(g).Play("synth:powerup", sounds.CueOptions{})
		g.Step()
		mix.Mix(buf)
	})
	if allocs != 0 {
		t.Errorf("a step with 100 sound sources and a cue made %v allocations, want 0", allocs)
	}
}

func BenchmarkSoundStep_100Sources(b *testing.B) {
	g, mix := quietScene(b, 100)
	buf := make([]float32, 1600)
	for range 3 {
		g.Step()
	}
	for b.Loop() {
		g.Step()
		mix.Mix(buf)
	}
}

func TestSceneChangeKeepsMusicAndStopsLoops(t *testing.T) {
	const scene = `{"format": 1, "nextId": 3, "entities": [
		{"id": 1, "name": "Radio", "components": {"Griff.MusicPlayer": {"track": "music/a.wav", "crossfade": "1s", "loop": true}}},
		{"id": 2, "name": "Engine", "components": {"Griff.SoundSource": {"sound": "synth:powerup", "loop": true, "playOnStart": true}}}]}`
	mix := mixer.New(mixer.Options{Rate: testRate})
	lib := sounds.NewSoundLibrary(fstest.MapFS{"music/a.wav": {Data: wavBytes(22050, 22050)}})
	g := flowGame(t, runtime.Options{}, builtins.Options{Scenes: sceneMap{"one": scene, "two": scene}, StartScene: "one",
		Sound: sounds.Options{Mixer: mix, Library: lib}})
	buf := make([]float32, 9600)
	g.Step()
	mix.Mix(buf)
	if mix.Tracks() != 1 || mix.Voices() != 1 {
		t.Fatalf("scene one plays %d tracks and %d voices, want 1 and 1", mix.Tracks(), mix.Voices())
	}
	sceneflow.Of(g).Change("two")
	g.Step()
	if mix.Tracks() != 1 {
		t.Errorf("after the change to a scene with the same track: %d tracks, want 1 (no restart)", mix.Tracks())
	}
	mix.Mix(buf) // past SourceFade: the old engine has stopped, the new one plays
	if mix.Voices() != 1 {
		t.Errorf("after the change: %d voices, want 1 (the new scene's engine)", mix.Voices())
	}
}
