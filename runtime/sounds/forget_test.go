package sounds_test

import (
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/scenes"
)

// A library reads a file once; after Forget, the next Sound and Music read it
// again, at every rate; other names are kept.
func TestLibraryForgetReadsAgain(t *testing.T) {
	fsys := fstest.MapFS{
		"assets/a.wav": {Data: wavBytes(testRate, 100)},
		"assets/b.wav": {Data: wavBytes(testRate, 100)},
	}
	lib := sounds.NewSoundLibrary(fsys)
	frames := func(name string, rate int) int {
		s, err := lib.Sound(name, rate)
		if err != nil {
			t.Fatal(err)
		}
		return s.Frames()
	}
	frames("assets/a.wav", testRate)
	frames("assets/a.wav", testRate/2)
	frames("assets/b.wav", testRate)
	fsys["assets/a.wav"] = &fstest.MapFile{Data: wavBytes(testRate, 300)}
	fsys["assets/b.wav"] = &fstest.MapFile{Data: wavBytes(testRate, 300)}
	if got := frames("assets/a.wav", testRate); got != 100 {
		t.Fatalf("a.wav has %d frames before Forget, want 100 (read once)", got)
	}
	lib.(sounds.Forgetter).Forget("assets/a.wav")
	lib.(sounds.Forgetter).Forget("assets/never.wav")
	if got := frames("assets/a.wav", testRate); got != 300 {
		t.Errorf("a.wav has %d frames after Forget, want 300", got)
	}
	if got := frames("assets/a.wav", testRate/2); got != 150 {
		t.Errorf("a.wav at half rate has %d frames after Forget, want 150", got)
	}
	if got := frames("assets/b.wav", testRate); got != 100 {
		t.Errorf("b.wav has %d frames, want 100 (not forgotten)", got)
	}
}

// The sound service forgets its own copy too: a sound that did not read warns,
// and after the file is fixed and forgotten, it plays.
func TestServiceForgetPlaysFixedFile(t *testing.T) {
	fsys := fstest.MapFS{"assets/horn.wav": {Data: []byte("RIFF....WAVEjunk")}}
	sg := newSoundGame(t, fsys, nil)
	e := sg.g.Scene().NewEntity("Horn", nil)
	scenes.Add(e, sounds.SoundSource{Sound: "assets/horn.wav"})
	sounds.Of(sg.g).PlaySource(e)
	sg.g.Step()
	if n := sg.mix.Voices(); n != 0 {
		t.Fatalf("%d voices for a broken file, want 0", n)
	}
	fsys["assets/horn.wav"] = &fstest.MapFile{Data: wavBytes(testRate, testRate)}
	sounds.Of(sg.g).(sounds.Forgetter).Forget("assets/horn.wav")
	sounds.Of(sg.g).PlaySource(e)
	sg.g.Step()
	if n := sg.mix.Voices(); n != 1 {
		t.Errorf("%d voices after the file was fixed and forgotten, want 1", n)
	}
}
