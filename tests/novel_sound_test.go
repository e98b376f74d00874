package tests

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/scenes"
)

// TestNovelTemplateSound plays the novel template through the host's loop
// with a capture as its sound output: the title menu is silent; once the
// story starts, the capture sounds (the typewriter's ticks, the story's
// "sound synth:blip" and its "music lanterns.wav", through the core's sound
// system), the Music entity plays assets/lanterns.wav and the sound library
// read it with no problem.
func TestNovelTemplateSound(t *testing.T) {
	lg, err := hosting.Load(novel.Template(), "novel")
	if err != nil {
		t.Fatal(err)
	}
	const rate = 22050
	out, live := audio.NewCapture(rate), input.NewLive(nil)
	var probs []scenes.Problem
	g, err := lg.NewGame(hosting.Options{Input: live, Output: out, Problems: func(p scenes.Problem) { probs = append(probs, p) }})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g, NoUndo: true}
	// loudest plays n frames of one step, pulling each step's sound, and
	// returns the largest sample pulled.
	loudest := func(n int) float64 {
		peak := 0.0
		for range n {
			if _, err := loop.Frame(time.Second / 60); err != nil {
				t.Fatal(err)
			}
			s, err := out.Pull(rate / 60)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range s {
				peak = max(peak, math.Abs(float64(v)))
			}
		}
		return peak
	}
	if p := loudest(30); p != 0 {
		t.Errorf("the title menu sounds (peak %v), want silence", p)
	}
	live.Push(input.Event{Action: "UIAccept", Down: true, Value: 1})
	loudest(1)
	live.Push(input.Event{Action: "UIAccept"})
	if p := loudest(60); p < 0.01 {
		t.Errorf("the story's first second peaks at %v, want sound", p)
	}
	loudest(120)
	m := g.Scene().Find("Music")
	if m == nil || !m.Active() || scenes.Get[sounds.MusicPlayer](m).Track != "assets/lanterns.wav" {
		t.Error("the Music entity does not play assets/lanterns.wav")
	}
	for _, p := range probs {
		t.Errorf("problem: %v", p)
	}
	if err := loop.Close(); err != nil {
		t.Fatal(err)
	}
}
