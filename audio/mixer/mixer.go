package mixer

import (
	"encoding/binary"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/resample"
)

const (
	// MinPitch is the lowest playback rate of a voice (two octaves down; 1 is as
	// recorded).
	MinPitch = 0.25
	// MaxPitch is the highest playback rate of a voice (two octaves up and four
	// times as fast).
	MaxPitch = 4
	// MaxStep bounds the source frames a voice advances per output frame (its
	// rate ratio times its pitch); a faster voice plays slower than asked.
	MaxStep = 16
	// DefaultRate is the output rate of a Mixer whose Options give none, in frames
	// per second.
	DefaultRate = 48000
	// MinRate and MaxRate bound Options.Rate, in frames per second: 8 kHz (the
	// lowest rate sound devices offer) to 384 kHz (the highest common DAC rate).
	// Inside them every fade length up to an hour fits an int (see framesOf).
	MinRate = 8000
	MaxRate = 384000
	// DefaultMaxVoices is the voice limit of a Mixer whose Options give none.
	DefaultMaxVoices = 32
	// maxTracks is how many music tracks can sound at once (during crossfades).
	maxTracks = 4
	// chunkFrames is how many frames the mixer renders at a time.
	chunkFrames = 512
	// declickFrames is how long a stolen voice takes to fade out (5 ms at 48 kHz).
	declickFrames = 240
	// maxDying is how many stolen voices can be fading out at once; past that the
	// oldest stops at once.
	maxDying = 8
)

// Options configure a Mixer. The zero value means the defaults.
type Options struct {
	// Rate is the output sample rate in frames per second, from MinRate to MaxRate;
	// 0 means DefaultRate.
	Rate int
	// MaxVoices is how many cues can play at once (music tracks do not count);
	// 0 means DefaultMaxVoices.
	MaxVoices int
	// CueInterpolation is how pitched and resampled cues are read; the default
	// (zero) is InterpolationCubic. Music tracks always use the sinc kernel.
	CueInterpolation Interpolation
}

// Voice names a playing cue. The zero Voice names nothing. A Voice stays valid
// after its cue ends; methods given an ended Voice do nothing and report false.
type Voice uint64

// Cue asks for a sound to play: what a runtime system issues.
type Cue struct {
	// Sound is what plays; it must pass audio.Sound.Check and is shared, not copied.
	Sound *audio.Sound
	// Bus is the bus the voice feeds; the default (zero) is BusEffects.
	Bus Bus
	// Volume is on the cubic scale of Amplitude: 0 is silent, 1 as recorded,
	// at most MaxVolume. Note the zero value is silent.
	Volume float64
	// Pan is -1 (left) to +1 (right), 0 centre; see PanGains and BalanceGains.
	Pan float64
	// Pitch is the playback rate, clamped to [MinPitch, MaxPitch]; 0 means 1.
	Pitch float64
	// Loop plays the sound again from its start at its end, until stopped.
	Loop bool
	// Priority decides which voice is stolen when MaxVoices are playing: the
	// lowest priority, then the oldest. Higher is more important; default 0.
	Priority int
	// Offset is the frame of the next mix buffer on which the cue starts (0 is its
	// first frame), so a cue can be placed exactly within the audio the next Mix
	// produces; an offset past that buffer delays the start further.
	Offset int
	// FadeIn raises the volume from 0 to Volume over this long (linear on the
	// cubic scale); 0 starts at Volume. It is rounded to whole frames.
	FadeIn time.Duration
}

// Track asks for a music track.
type Track struct {
	// Volume is the track's volume on the cubic scale (see Cue.Volume).
	Volume float64
	// Pan is the track's pan (see Cue.Pan); 0 is centre.
	Pan float64
	// Crossfade is how long the handover from the tracks playing takes: they fade
	// out as this one fades in, with equal-power gains (cos and sin of π/2 times
	// the fraction done). 0 cuts at once.
	Crossfade time.Duration
	// Loop rewinds the stream at its end (the stream must support Rewind).
	Loop bool
}

// Mixer mixes voices and music into interleaved stereo float32 at its rate. See
// the package documentation for the decisions. All methods are safe for concurrent
// use: the game calls Play and friends while the output pulls Mix or Read.
type Mixer struct {
	mu        sync.Mutex
	rate      int
	kernel    *resample.Kernel
	interp    Interpolation
	voices    []voice
	tracks    [maxTracks]voice
	dying     [maxDying]voice // stolen voices fading out
	seq       uint64
	settings  Settings
	gains     [numBuses]float32 // bus amplitudes at the end of the last chunk
	bus       [numBuses][]float32
	readBuf   []float32
	streamErr error
}

// New returns a mixer. New panics if opts.MaxVoices is negative, opts.Rate is
// neither 0 nor in [MinRate, MaxRate], or opts.CueInterpolation is not an
// Interpolation.
func New(opts Options) *Mixer {
	if opts.Rate == 0 {
		opts.Rate = DefaultRate
	}
	if opts.Rate < MinRate || opts.Rate > MaxRate || opts.MaxVoices < 0 || opts.CueInterpolation > InterpolationSinc {
		panic(fmt.Sprintf("mixer: New: rate %d (want %d to %d, or 0), max voices %d (want >= 0) or interpolation %d out of range",
			opts.Rate, MinRate, MaxRate, opts.MaxVoices, opts.CueInterpolation))
	}
	if opts.MaxVoices == 0 {
		opts.MaxVoices = DefaultMaxVoices
	}
	m := &Mixer{
		rate:     opts.Rate,
		kernel:   resample.Fast(),
		interp:   opts.CueInterpolation,
		voices:   make([]voice, opts.MaxVoices),
		settings: DefaultSettings(),
		readBuf:  make([]float32, 2*chunkFrames),
	}
	m.gains = m.settings.busAmplitudes()
	for b := range m.bus {
		m.bus[b] = make([]float32, 2*chunkFrames)
	}
	return m
}

// SampleRate returns the output rate in frames per second.
func (m *Mixer) SampleRate() int { return m.rate }

// Settings returns the current player settings.
func (m *Mixer) Settings() Settings {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.settings
}

// SetSettings changes the bus volumes. The change is ramped linearly in amplitude
// over the next mixed chunk (at most 512 frames) so it does not click.
// SetSettings panics if s fails Validate (check settings from files with
// ParseSettings first).
func (m *Mixer) SetSettings(s Settings) {
	if err := s.Validate(); err != nil {
		panic(err.Error())
	}
	m.mu.Lock()
	m.settings = s
	m.mu.Unlock()
}

// Err returns, and forgets, the first error a music stream gave while playing
// (a truncated or damaged file), or nil. The track ended there.
func (m *Mixer) Err() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	err := m.streamErr
	m.streamErr = nil
	return err
}

// Mix fills dst with the next len(dst)/2 frames of interleaved stereo output
// (left, right) and advances every voice. Mix does not allocate and reads no clock;
// the mixed signal depends only on the calls made and the order of the Mix calls.
// Mix panics if len(dst) is odd.
//
// An AllocsPerRun test holds Mix to 0 allocations with 32 voices and a track;
// an Ogg Vorbis track's decoder, which Mix runs, allocates its page and packet
// buffers (about 360 allocations, 39 KB, per second of ragtime.ogg).
func (m *Mixer) Mix(dst []float32) {
	if len(dst)%2 != 0 {
		panic(fmt.Sprintf("mixer: Mix: odd length %d (frames are stereo)", len(dst)))
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for len(dst) > 0 {
		n := min(len(dst)/2, chunkFrames)
		m.mixChunk(dst[:2*n], n)
		dst = dst[2*n:]
	}
}

// Read implements io.Reader for an Output: it mixes len(p)/8 frames and writes them
// as little-endian float32 pairs (audio.BytesPerFrame bytes a frame). It never
// returns an error; a p shorter than a frame reads 0 bytes.
func (m *Mixer) Read(p []byte) (int, error) {
	frames := len(p) / audio.BytesPerFrame
	m.mu.Lock()
	defer m.mu.Unlock()
	for done := 0; done < frames; {
		n := min(frames-done, chunkFrames)
		buf := m.readBuf[:2*n]
		m.mixChunk(buf, n)
		out := p[done*audio.BytesPerFrame:]
		for i, v := range buf {
			binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
		}
		done += n
	}
	return frames * audio.BytesPerFrame, nil
}

// mixChunk renders n frames (n <= chunkFrames) into dst.
func (m *Mixer) mixChunk(dst []float32, n int) {
	for b := range m.bus {
		clear(m.bus[b][:2*n])
	}
	for i := range m.voices {
		v := &m.voices[i]
		if v.active && !m.render(v, m.bus[v.bus], n) {
			m.free(v)
		}
	}
	for i := range m.dying {
		v := &m.dying[i]
		if v.active && !m.render(v, m.bus[v.bus], n) {
			m.free(v)
		}
	}
	for i := range m.tracks {
		t := &m.tracks[i]
		if !t.active {
			continue
		}
		alive := m.render(t, m.bus[BusMusic], n)
		if t.stream.err != nil && m.streamErr == nil {
			m.streamErr = t.stream.err
		}
		if !alive {
			m.free(t)
		}
	}
	m.master(dst, n)
}

// master sums the buses with their amplitudes, ramping from the last chunk's to
// the current settings' over the chunk, and soft-clips the result.
func (m *Mixer) master(dst []float32, n int) {
	target := m.settings.busAmplitudes()
	fx, mu := m.bus[BusEffects], m.bus[BusMusic]
	if target == m.gains {
		ge, gm := target[BusEffects], target[BusMusic]
		for i := range dst[:2*n] {
			dst[i] = SoftClip(fx[i]*ge + mu[i]*gm)
		}
		return
	}
	from := m.gains
	for f := 0; f < n; f++ {
		k := float32(f+1) / float32(n)
		ge := from[BusEffects] + (target[BusEffects]-from[BusEffects])*k
		gm := from[BusMusic] + (target[BusMusic]-from[BusMusic])*k
		dst[2*f] = SoftClip(fx[2*f]*ge + mu[2*f]*gm)
		dst[2*f+1] = SoftClip(fx[2*f+1]*ge + mu[2*f+1]*gm)
	}
	m.gains = target
}

func (m *Mixer) free(v *voice) {
	gen := v.gen
	*v = voice{gen: gen}
}
