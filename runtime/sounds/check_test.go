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
