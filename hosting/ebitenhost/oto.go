package ebitenhost

import (
	"errors"
	"fmt"
	"io"
	"os"
	goruntime "runtime"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
	"github.com/griffengine/griff/audio"
)

// DefaultSoundRate is the rate NewSoundOutput opens the device at when given 0.
// The unit is frames per second.
const DefaultSoundRate = 48000

// SoundBuffer is how much of the mixed signal the oto player reads ahead of the
// device (its buffer size, set with oto.Player.SetBufferSize): the delay between
// a cue and its sound, on top of the device's own buffer. oto's default is half a
// second, far too late for effects. 50 ms (about three frames at 60 Hz) is a
// choice, not a measurement on many devices: a machine that stutters may need
// more (a gap is heard as a click).
const SoundBuffer = 50 * time.Millisecond

// SoundOutput is the audio.Output of the window host: the system's sound device
// through oto v3 (github.com/ebitengine/oto/v3), playing interleaved stereo
// little-endian float32 (oto.FormatFloat32LE, 2 channels), the form the mixer's
// Read writes. oto pulls from its own goroutine, which the mixer allows.
//
// oto supports one context per process and has no way to close it: a process
// opens one SoundOutput and keeps it (a second NewSoundOutput returns oto's
// error). Start may be called again to play another source (a new game on the
// same device); the previous player is paused and dropped.
//
// In a browser (GOOS=js) the page's AudioContext starts suspended: oto resumes it
// on the first touchend, keyup or mouseup on the page (the browsers' autoplay
// policy), and until then nothing is pulled, so the mixer does not advance. So
// that the effects issued before that gesture do not all start at once when it
// comes, Start stops them then (the mixer's StopAll, if the source has it);
// music plays from where it was, its start.
type SoundOutput struct {
	ctx   *oto.Context
	ready chan struct{}
	rate  int

	mu     sync.Mutex
	player *oto.Player
	closed bool
}

// NewSoundOutput opens the sound device at rate frames per second (0 means
// DefaultSoundRate), stereo float32. It returns an error if the device will not
// open (no sound device, no ALSA library on Linux, no AudioContext in the browser)
// or if an output was opened before in this process; the host then plays without
// sound (hosting.Options.OutputError reports it in the game's problem log). On
// Linux a machine with no sound card and no sound server is found before oto is
// called, and the error wraps ErrNoSoundDevice: libasound would otherwise print
// sixteen lines of errors to stderr on its way to failing.
// Outside a browser it waits (up to 3 s) for oto to start the device, since that is
// when a missing device shows; in a browser it returns at once and the device is
// ready after the first user gesture (see Ready).
func NewSoundOutput(rate int) (*SoundOutput, error) {
	if rate < 0 {
		return nil, fmt.Errorf("ebitenhost: sound output at %d frames per second", rate)
	}
	if rate == 0 {
		rate = DefaultSoundRate
	}
	if goruntime.GOOS == "linux" {
		if why, none := noSoundDevice(os.DirFS("/"), os.Getenv); none {
			return nil, fmt.Errorf("ebitenhost: opening the sound device: %w (%s)", ErrNoSoundDevice, why)
		}
	}
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   rate,
		ChannelCount: 2,
		Format:       oto.FormatFloat32LE,
	})
	if err != nil {
		return nil, fmt.Errorf("ebitenhost: opening the sound device: %w", err)
	}
	if goruntime.GOOS != "js" { // a browser is ready only after a user gesture
		select {
		case <-ready:
		case <-time.After(openWait):
		}
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("ebitenhost: opening the sound device: %w", err)
		}
	}
	return &SoundOutput{ctx: ctx, ready: ready, rate: rate}, nil
}

// openWait bounds how long NewSoundOutput waits for the device to start outside a
// browser (oto opens it from a goroutine and reports failure only then).
const openWait = 3 * time.Second

// SampleRate returns the device rate in frames per second.
func (o *SoundOutput) SampleRate() int { return o.rate }

// Ready returns a channel closed when the device plays: at once on desktop once
// the driver started, after the first user gesture in a browser.
func (o *SoundOutput) Ready() <-chan struct{} { return o.ready }

// Start plays src (interleaved stereo float32, little-endian: a mixer's Read)
// through a new oto player, replacing the one a previous Start made. It does not
// wait for the device to be ready. It returns an error if the output was closed
// or the device reports one.
func (o *SoundOutput) Start(src io.Reader) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return errors.New("ebitenhost: Start on a closed sound output")
	}
	if o.player != nil {
		o.player.Pause()
	}
	p := o.ctx.NewPlayer(src)
	bytes := int(int64(o.rate)*int64(SoundBuffer)/int64(time.Second)) * audio.BytesPerFrame
	p.SetBufferSize(bytes)
	p.Play()
	o.player = p
	if s, ok := src.(interface{ StopAll(time.Duration) }); ok && goruntime.GOOS == "js" {
		go func() {
			<-o.ready
			s.StopAll(0)
		}()
	}
	if err := o.ctx.Err(); err != nil {
		return fmt.Errorf("ebitenhost: sound device: %w", err)
	}
	return nil
}

// Err returns the error the device or the player met while playing, or nil.
func (o *SoundOutput) Err() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if err := o.ctx.Err(); err != nil {
		return err
	}
	if o.player != nil {
		return o.player.Err()
	}
	return nil
}

// Close stops pulling: the player is paused and the device suspended. oto cannot
// release its context, so the device stays open until the process ends. Close
// after Close does nothing; Close returns the device's error from suspending.
func (o *SoundOutput) Close() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return nil
	}
	o.closed = true
	if o.player != nil {
		o.player.Pause()
		o.player = nil
	}
	return o.ctx.Suspend()
}

var _ audio.Output = (*SoundOutput)(nil)
