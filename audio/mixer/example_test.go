package mixer_test

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/audio/synth"
	"github.com/griffengine/griff/griff"
)

// ExampleMixer plays a synthesized jump through a capture output, as a test host
// would; a desktop host hands the mixer to its oto output the same way.
func ExampleMixer() {
	out := audio.NewCapture(48000)
	m := mixer.New(mixer.Options{Rate: out.SampleRate()})
	if err := out.Start(m); err != nil {
		panic(err)
	}
	jump := synth.Render(synth.Generate(synth.PresetJump, griff.NewRand(1)), 1, m.SampleRate())
	v := m.Play(mixer.Cue{Sound: jump, Volume: 0.8, Pan: -0.5, Offset: 100})
	out.Pull(480) // 10 ms
	fmt.Println("playing:", m.Playing(v))
	m.Stop(v, 5*time.Millisecond)
	out.Pull(480)
	fmt.Println("playing after stop:", m.Playing(v))
	// Output:
	// playing: true
	// playing after stop: false
}
