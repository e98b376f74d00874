package hosting_test

import (
	"encoding/binary"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/hosting"
)

// wav16 returns a mono 16-bit PCM WAV file of frames frames at rate.
func wav16(rate, frames int) []byte {
	b := make([]byte, 44+2*frames)
	copy(b, "RIFF")
	binary.LittleEndian.PutUint32(b[4:], uint32(36+2*frames))
	copy(b[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(b[16:], 16)
	binary.LittleEndian.PutUint16(b[20:], 1) // PCM
	binary.LittleEndian.PutUint16(b[22:], 1) // mono
	binary.LittleEndian.PutUint32(b[24:], uint32(rate))
	binary.LittleEndian.PutUint32(b[28:], uint32(2*rate))
	binary.LittleEndian.PutUint16(b[32:], 2)
	binary.LittleEndian.PutUint16(b[34:], 16)
	copy(b[36:], "data")
	binary.LittleEndian.PutUint32(b[40:], uint32(2*frames))
	for i := range frames {
		binary.LittleEndian.PutUint16(b[44+2*i:], uint16(int16(i*37%2000-1000)))
	}
	return b
}

// soundFolder is a game whose scene plays assets/beep.wav (400 frames at 8 kHz,
// mono) on its first step, and with music also loops it as music.
func soundFolder(music bool) fstest.MapFS {
	scene := `{"format": 1, "nextId": 3, "entities": [
	  {"id": 1, "name": "Beep", "components": {"Griff.SoundSource": {"sound": "assets/beep.wav", "playOnStart": true}}}`
	if music {
		scene += `,
	  {"id": 2, "name": "Music", "components": {"Griff.MusicPlayer": {"track": "assets/beep.wav", "loop": true}}}`
	}
	return fstest.MapFS{
		"project.griff":    {Data: []byte(`{"name": "Beeps", "startScene": "main"}`)},
		"scenes/main.json": {Data: []byte(scene + "]}")},
		"assets/beep.wav":  {Data: wav16(8000, 400)},
	}
}

// playSound plays a game of lg for steps steps on a capture at 8 kHz, pulling a
// step's worth of frames after each.
func playSound(t *testing.T, lg *hosting.LoadedGame, steps int) {
	t.Helper()
	out := audio.NewCapture(8000)
	g, err := lg.NewGame(hosting.Options{Output: out})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g}
	for range steps {
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatal(err)
		}
		if _, err := out.Pull(8000 / 60); err != nil {
			t.Fatal(err)
		}
	}
	if g.Problems().Len() != 0 {
		t.Fatalf("problems: %v", g.Problems().List())
	}
}

// An effect counts once, when it is decoded, whatever the games playing it.
func TestSamplesDecodedCountsEffectsOnce(t *testing.T) {
	lg, err := hosting.Load(soundFolder(false), "beeps")
	if err != nil {
		t.Fatal(err)
	}
	if n := lg.SamplesDecoded(); n != 0 {
		t.Fatalf("%d samples decoded before a game played, want 0", n)
	}
	playSound(t, lg, 10)
	if n := lg.SamplesDecoded(); n != 400 {
		t.Fatalf("%d samples decoded after playing a 400-frame mono effect, want 400", n)
	}
	playSound(t, lg, 10)
	if n := lg.SamplesDecoded(); n != 400 {
		t.Errorf("%d samples decoded after a second game played the effect, want 400 (decoded once)", n)
	}
}

// Music counts as it streams: more the longer it plays.
func TestSamplesDecodedCountsMusicStreamed(t *testing.T) {
	lg, err := hosting.Load(soundFolder(true), "beeps")
	if err != nil {
		t.Fatal(err)
	}
	playSound(t, lg, 30) // 0.5 s: 4,000 frames pulled, the 400-frame track looped
	short := lg.SamplesDecoded() - 400
	if short < 3000 || short > 8000 {
		t.Fatalf("%d music samples streamed in 0.5 s at 8 kHz mono, want about 4,000", short)
	}
	playSound(t, lg, 60)
	if long := lg.SamplesDecoded() - 400 - short; long < 2*short-1000 {
		t.Errorf("a 1 s game streamed %d music samples, a 0.5 s one %d: want about twice", long, short)
	}
}
