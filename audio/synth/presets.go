package synth

import (
	"fmt"

	"github.com/griffengine/griff/griff"
)

// Preset is a kind of effect whose parameters sfxr's generator buttons draw at
// random.
type Preset uint8

const (
	// PresetCoin is sfxr's "pickup/coin": a short square blip, often with an upward jump.
	PresetCoin Preset = iota
	// PresetLaser is sfxr's "laser/shoot": a falling sweep.
	PresetLaser
	// PresetExplosion is noise with a slow slide, often repeated or phased.
	PresetExplosion
	// PresetPowerUp is a rising sweep, repeated or with vibrato.
	PresetPowerUp
	// PresetHit is sfxr's "hit/hurt": a short falling noise or square burst.
	PresetHit
	// PresetJump is a rising square chirp.
	PresetJump
	// PresetBlip is sfxr's "blip/select": a very short tone.
	PresetBlip
	numPresets
)

var presetNames = griff.NewEnum[Preset]("synth preset", "coin", "laser", "explosion", "powerup", "hit", "jump", "blip")

// String returns the preset's name, as sound names write it ("synth:coin"):
// "coin", "laser", "explosion", "powerup", "hit", "jump" or "blip" ("synth
// preset(N)" for another value).
func (k Preset) String() string { return presetNames.Name(k) }

// MarshalText returns the preset's name. It returns an error for a value with
// no name.
func (k Preset) MarshalText() ([]byte, error) { return presetNames.Marshal(k) }

// UnmarshalText reads a preset's name. It returns an error naming the presets
// for any other text.
func (k *Preset) UnmarshalText(b []byte) error { return presetNames.Unmarshal(k, b) }

// draws wraps a Rand with sfxr's two helpers.
type draws struct{ r *griff.Rand }

// f returns a uniform value in [0, x) (sfxr's frnd).
func (d draws) f(x float64) float64 { return d.r.FloatRange(0, x) }

// n returns a uniform int in [0, k] (sfxr's rnd).
func (d draws) n(k int) int { return d.r.IntN(k + 1) }

// Generate draws parameters for the preset k from r, the way sfxr's button for it
// does: the same r state gives the same parameters. Generate panics if k is not a
// Preset.
func Generate(k Preset, r *griff.Rand) Params {
	d := draws{r}
	p := Default()
	switch k {
	case PresetCoin:
		coin(&p, d)
	case PresetLaser:
		laser(&p, d)
	case PresetExplosion:
		explosion(&p, d)
	case PresetPowerUp:
		powerUp(&p, d)
	case PresetHit:
		hit(&p, d)
	case PresetJump:
		jump(&p, d)
	case PresetBlip:
		blip(&p, d)
	default:
		panic(fmt.Sprintf("synth: Generate: unknown preset %d", uint8(k)))
	}
	return p
}

func coin(p *Params, d draws) {
	p.Frequency = 0.4 + d.f(0.5)
	p.Attack, p.Sustain, p.Decay, p.Punch = 0, d.f(0.1), 0.1+d.f(0.4), 0.3+d.f(0.3)
	if d.n(1) == 1 {
		p.ArpSpeed, p.ArpMod = 0.5+d.f(0.2), 0.2+d.f(0.4)
	}
}

func laser(p *Params, d draws) {
	p.Wave = Wave(d.n(2))
	if p.Wave == WaveSine && d.n(1) == 1 {
		p.Wave = Wave(d.n(1))
	}
	p.Frequency = 0.5 + d.f(0.5)
	p.MinFrequency = max(0.2, p.Frequency-0.2-d.f(0.6))
	p.Slide = -0.15 - d.f(0.2)
	if d.n(2) == 0 {
		p.Frequency, p.MinFrequency, p.Slide = 0.3+d.f(0.6), d.f(0.1), -0.35-d.f(0.3)
	}
	if d.n(1) == 1 {
		p.Duty, p.DutySweep = d.f(0.5), d.f(0.2)
	} else {
		p.Duty, p.DutySweep = 0.4+d.f(0.5), -d.f(0.7)
	}
	p.Attack, p.Sustain, p.Decay = 0, 0.1+d.f(0.2), d.f(0.4)
	if d.n(1) == 1 {
		p.Punch = d.f(0.3)
	}
	if d.n(2) == 0 {
		p.PhaserOffset, p.PhaserSweep = d.f(0.2), -d.f(0.2)
	}
	if d.n(1) == 1 {
		p.HighPass = d.f(0.3)
	}
}

func explosion(p *Params, d draws) {
	p.Wave = WaveNoise
	if d.n(1) == 1 {
		p.Frequency, p.Slide = 0.1+d.f(0.4), -0.1+d.f(0.4)
	} else {
		p.Frequency, p.Slide = 0.2+d.f(0.7), -0.2-d.f(0.2)
	}
	p.Frequency *= p.Frequency
	if d.n(4) == 0 {
		p.Slide = 0
	}
	if d.n(2) == 0 {
		p.Repeat = 0.3 + d.f(0.5)
	}
	p.Attack, p.Sustain, p.Decay = 0, 0.1+d.f(0.3), d.f(0.5)
	if d.n(1) == 0 {
		p.PhaserOffset, p.PhaserSweep = -0.3+d.f(0.9), -d.f(0.3)
	}
	p.Punch = 0.2 + d.f(0.6)
	if d.n(1) == 1 {
		p.VibratoDepth, p.VibratoSpeed = d.f(0.7), d.f(0.6)
	}
	if d.n(2) == 0 {
		p.ArpSpeed, p.ArpMod = 0.6+d.f(0.3), 0.8-d.f(1.6)
	}
}

func powerUp(p *Params, d draws) {
	if d.n(1) == 1 {
		p.Wave = WaveSaw
	} else {
		p.Duty = d.f(0.6)
	}
	p.Frequency = 0.2 + d.f(0.3)
	if d.n(1) == 1 {
		p.Slide, p.Repeat = 0.1+d.f(0.4), 0.4+d.f(0.4)
	} else {
		p.Slide = 0.05 + d.f(0.2)
		if d.n(1) == 1 {
			p.VibratoDepth, p.VibratoSpeed = d.f(0.7), d.f(0.6)
		}
	}
	p.Attack, p.Sustain, p.Decay = 0, d.f(0.4), 0.1+d.f(0.4)
}

func hit(p *Params, d draws) {
	p.Wave = Wave(d.n(2))
	if p.Wave == WaveSine {
		p.Wave = WaveNoise
	}
	if p.Wave == WaveSquare {
		p.Duty = d.f(0.6)
	}
	p.Frequency, p.Slide = 0.2+d.f(0.6), -0.3-d.f(0.4)
	p.Attack, p.Sustain, p.Decay = 0, d.f(0.1), 0.1+d.f(0.2)
	if d.n(1) == 1 {
		p.HighPass = d.f(0.3)
	}
}

func jump(p *Params, d draws) {
	p.Wave, p.Duty = WaveSquare, d.f(0.6)
	p.Frequency, p.Slide = 0.3+d.f(0.3), 0.1+d.f(0.2)
	p.Attack, p.Sustain, p.Decay = 0, 0.1+d.f(0.3), 0.1+d.f(0.2)
	if d.n(1) == 1 {
		p.HighPass = d.f(0.3)
	}
	if d.n(1) == 1 {
		p.LowPass = 1 - d.f(0.6)
	}
}

func blip(p *Params, d draws) {
	p.Wave = Wave(d.n(1))
	if p.Wave == WaveSquare {
		p.Duty = d.f(0.6)
	}
	p.Frequency = 0.2 + d.f(0.4)
	p.Attack, p.Sustain, p.Decay = 0, 0.1+d.f(0.1), d.f(0.2)
	p.HighPass = 0.1
}
