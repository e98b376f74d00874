package sounds_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/scenes"
)

// A game without a mixer but with a library reports each broken SoundSource
// file once, naming the first entity and the component, the first step the
// source is active.
func TestHeadlessGameReportsBrokenSounds(t *testing.T) {
	fsys := fstest.MapFS{
		"assets/broken.wav": {Data: []byte("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x07\x00" + strings.Repeat("\x00", 30))},
		"assets/ok.wav":     {Data: wavBytes(testRate, 480)},
	}
	g := newGame(t, runtime.Options{}, sounds.Options{Library: sounds.NewSoundLibrary(fsys)})
	sc := g.Scene()
	for _, n := range []struct{ entity, sound string }{
		{"Boom", "assets/missing.wav"}, {"Bad", "assets/broken.wav"}, {"Bad2", "assets/broken.wav"},
		{"Fine", "assets/ok.wav"}, {"Blip", "synth:blip"},
	} {
		scenes.Add(sc.NewEntity(n.entity, nil), sounds.SoundSource{Sound: n.sound})
	}
	later := sc.NewEntity("Later", nil)
	scenes.Add(later, sounds.SoundSource{Sound: "assets/later.wav"})
	later.SetActive(false)
	for range 3 {
		g.Step()
	}
	check := func(want []string) {
		t.Helper()
		list := g.Problems().List()
		if len(list) != len(want) {
			t.Fatalf("%d problems, want %d: %v", len(list), len(want), list)
		}
		for i, w := range want {
			ent, file, _ := strings.Cut(w, " ")
			p := list[i]
			if p.Entity != ent || p.Component != "Griff.SoundSource" || !strings.Contains(p.Message, file) {
				t.Errorf("problem %d = %v, want one about %s's Griff.SoundSource naming %s", i, p, ent, file)
			}
		}
	}
	check([]string{"Boom assets/missing.wav", "Bad assets/broken.wav"})
	later.SetActive(true)
	g.Step()
	g.Step()
	check([]string{"Boom assets/missing.wav", "Bad assets/broken.wav", "Later assets/later.wav"})
}

// TestHeadlessGameReportsSampleRateOutOfRange plays shared/cases/wav-1hz's kind
// of file headless: a WAV whose header says 1 Hz (which cost 31 s and 195 MB to
// convert to 48 kHz) is refused with one warning naming the entity, the component,
// the file and the accepted range, and the game goes on.
func TestHeadlessGameReportsSampleRateOutOfRange(t *testing.T) {
	fsys := fstest.MapFS{"assets/s.wav": {Data: wavBytes(1, 10_000)}}
	g := newGame(t, runtime.Options{}, sounds.Options{Library: sounds.NewSoundLibrary(fsys)})
	scenes.Add(g.Scene().NewEntity("Snd", nil), sounds.SoundSource{Sound: "assets/s.wav", PlayOnStart: true})
	for range 10 {
		g.Step()
	}
	list := g.Problems().List()
	if len(list) != 1 {
		t.Fatalf("%d problems, want 1: %v", len(list), list)
	}
	p := list[0]
	if p.Entity != "Snd" || p.Component != "Griff.SoundSource" || !strings.Contains(p.Message, "assets/s.wav") ||
		!strings.Contains(p.Message, "sample rate 1 Hz is outside 4000..384000 Hz") {
		t.Errorf("problem = %v, want Snd's Griff.SoundSource naming assets/s.wav and the rate range", p)
	}
	if got := g.Clock().Tick(); got != 10 {
		t.Errorf("tick %d after 10 steps, want 10", got)
	}
}

// A game without a mixer reports a MusicPlayer's missing or refused track once,
// naming the entity and the component, as a game with sound does when it
// starts the track; a good track is opened without a word.
func TestHeadlessGameReportsBrokenMusic(t *testing.T) {
	fsys := fstest.MapFS{
		"assets/1hz.wav":  {Data: wavBytes(1, 10_000)},
		"assets/song.wav": {Data: wavBytes(testRate, 4800)},
	}
	g := newGame(t, runtime.Options{}, sounds.Options{Library: sounds.NewSoundLibrary(fsys)})
	sc := g.Scene()
	for _, n := range []struct{ entity, track string }{
		{"Gone", "assets/missing.ogg"}, {"Slow", "assets/1hz.wav"}, {"Slow2", "assets/1hz.wav"}, {"Song", "assets/song.wav"},
	} {
		scenes.Add(sc.NewEntity(n.entity, nil), sounds.MusicPlayer{Track: n.track})
	}
	for range 3 {
		g.Step()
	}
	list := g.Problems().List()
	if len(list) != 2 {
		t.Fatalf("%d problems, want 2: %v", len(list), list)
	}
	for i, w := range []struct{ entity, text string }{
		{"Gone", "assets/missing.ogg"}, {"Slow", "sample rate 1 Hz is outside 4000..384000 Hz"},
	} {
		if p := list[i]; p.Entity != w.entity || p.Component != "Griff.MusicPlayer" || !strings.Contains(p.Message, w.text) {
			t.Errorf("problem %d = %v, want %s's Griff.MusicPlayer: %q", i, p, w.entity, w.text)
		}
	}
}
