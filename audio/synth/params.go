package synth

import "github.com/griffengine/griff/griff"

// Wave is the oscillator shape.
type Wave uint8

const (
	// WaveSquare is a pulse wave whose duty cycle is set by Duty and DutySweep.
	WaveSquare Wave = iota
	// WaveSaw is a falling sawtooth.
	WaveSaw
	// WaveSine is a sine wave.
	WaveSine
	// WaveNoise is white noise, redrawn once per period (so pitch still colours it).
	WaveNoise
	numWaves
)

var waveNames = griff.NewEnum[Wave]("wave", "square", "saw", "sine", "noise")

// String returns "square", "saw", "sine" or "noise" ("wave(N)" for another
// value).
func (w Wave) String() string { return waveNames.Name(w) }

// MarshalText returns the wave's name, so Params save it as text. It returns an
// error for a value with no name.
func (w Wave) MarshalText() ([]byte, error) { return waveNames.Marshal(w) }

// UnmarshalText reads a wave's name. It returns an error naming the waves for
// any other text.
func (w *Wave) UnmarshalText(b []byte) error { return waveNames.Unmarshal(w, b) }

// Params are sfxr's parameters. Unless noted a field is in [0, 1]; fields marked
// "signed" are in [-1, 1]. Values outside are clamped when rendering. Times are in
// sfxr's units: an envelope stage of value v lasts v²·100,000 frames at 44.1 kHz
// (so 1 is about 2.27 s). The zero value is a silent sound (no sustain, no decay);
// Default returns sfxr's starting point.
type Params struct {
	Wave Wave `json:"wave"`

	// Attack, Sustain and Decay are the envelope stage lengths; Punch raises the
	// start of the sustain (volume 1 + 2·Punch falling to 1).
	Attack  float64 `json:"attack"`
	Sustain float64 `json:"sustain"`
	Punch   float64 `json:"punch"`
	Decay   float64 `json:"decay"`

	// Frequency is the start frequency: the period is 100/(Frequency²+0.001)
	// oversampled frames, so 0.3 is about 3.1 kHz / 8 ≈ 390 Hz.
	Frequency float64 `json:"frequency"`
	// MinFrequency ends the sound when a slide takes the pitch below it (0: never).
	MinFrequency float64 `json:"minFrequency"`
	// Slide (signed) multiplies the period by 1 - Slide³/100 every frame.
	Slide float64 `json:"slide"`
	// DeltaSlide (signed) changes Slide's factor by -DeltaSlide³/1,000,000 a frame.
	DeltaSlide float64 `json:"deltaSlide"`

	// VibratoDepth and VibratoSpeed wobble the period by up to ±Depth/2.
	VibratoDepth float64 `json:"vibratoDepth"`
	VibratoSpeed float64 `json:"vibratoSpeed"`

	// ArpSpeed is how soon the pitch jumps, once: after (1-ArpSpeed)²·20,000+32
	// frames (1: never). ArpMod (signed) is the jump: the period is multiplied by
	// 1-ArpMod²·0.9 for ArpMod >= 0 (up to 10 times the frequency) or by
	// 1+ArpMod²·10 below 0 (down to 1/11); 0 does not jump.
	ArpSpeed float64 `json:"arpSpeed"`
	ArpMod   float64 `json:"arpMod"`

	// Duty is the square wave's duty (0: 50%, 1: 0%); DutySweep (signed) changes it.
	Duty      float64 `json:"duty"`
	DutySweep float64 `json:"dutySweep"`

	// Repeat restarts the pitch, slide, arpeggio and duty every
	// (1-Repeat)²·20,000+32 frames (0: never).
	Repeat float64 `json:"repeat"`

	// PhaserOffset (signed) and PhaserSweep (signed) set and move the delay of the
	// comb filter added to the signal.
	PhaserOffset float64 `json:"phaserOffset"`
	PhaserSweep  float64 `json:"phaserSweep"`

	// LowPass is the low-pass cutoff (1: off), LowPassSweep (signed) moves it,
	// Resonance is its resonance.
	LowPass      float64 `json:"lowPass"`
	LowPassSweep float64 `json:"lowPassSweep"`
	Resonance    float64 `json:"resonance"`
	// HighPass is the high-pass cutoff (0: off), HighPassSweep (signed) moves it.
	HighPass      float64 `json:"highPass"`
	HighPassSweep float64 `json:"highPassSweep"`

	// Volume is the output level; sfxr's default is 0.5.
	Volume float64 `json:"volume"`
}

// Default returns sfxr's starting parameters: a square wave at frequency 0.3,
// sustain 0.3, decay 0.4, low-pass off, volume 0.5.
func Default() Params {
	return Params{Frequency: 0.3, Sustain: 0.3, Decay: 0.4, LowPass: 1, Volume: 0.5}
}

func clamp01(v float64) float64 {
	if !(v > 0) {
		return 0
	}
	return min(v, 1)
}

func clamp11(v float64) float64 {
	if v != v {
		return 0
	}
	return max(-1, min(1, v))
}

// clamped returns p with every field in its range and a known wave.
func (p Params) clamped() Params {
	if p.Wave >= numWaves {
		p.Wave = WaveSquare
	}
	for _, f := range []*float64{&p.Attack, &p.Sustain, &p.Punch, &p.Decay, &p.Frequency,
		&p.MinFrequency, &p.VibratoDepth, &p.VibratoSpeed, &p.ArpSpeed, &p.Duty, &p.Repeat,
		&p.LowPass, &p.Resonance, &p.HighPass, &p.Volume} {
		*f = clamp01(*f)
	}
	for _, f := range []*float64{&p.Slide, &p.DeltaSlide, &p.ArpMod, &p.DutySweep,
		&p.PhaserOffset, &p.PhaserSweep, &p.LowPassSweep, &p.HighPassSweep} {
		*f = clamp11(*f)
	}
	return p
}
