package synth

import (
	"math"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/resample"
	"github.com/griffengine/griff/griff"
)

// Rate is the rate sfxr renders at, in frames per second.
const Rate = 44100

// oversample is sfxr's subsamples per frame.
const oversample = 8

// maxFrames bounds a rendering (three envelope stages of at most 100,000 frames).
const maxFrames = 3*100000 + 3

// Render renders p into a mono Sound at rate frames per second; noise is drawn from
// a griff.Rand seeded with seed, so the same p and seed give the same samples.
// The sound lasts until its envelope ends (or a slide passes MinFrequency).
// Render panics if rate <= 0.
func Render(p Params, seed uint64, rate int) *audio.Sound {
	if rate <= 0 {
		panic("synth: Render: rate <= 0")
	}
	g := newGenerator(p.clamped(), griff.NewRand(seed))
	out := make([]float32, 0, 4096)
	for len(out) < maxFrames && g.playing {
		out = append(out, g.frame())
	}
	s := &audio.Sound{Rate: Rate, Channels: 1, Samples: out}
	if rate != Rate {
		r := resample.Buffer(out, 1, Rate, rate, nil)
		for i, v := range r { // the sinc rings slightly past full scale on square edges
			r[i] = max(-1, min(1, v))
		}
		s = &audio.Sound{Rate: rate, Channels: 1, Samples: r}
	}
	return s
}

// generator is the running state of one rendering.
type generator struct {
	p       Params
	rng     *griff.Rand
	playing bool

	phase            int
	period, maxPer   float64
	slide, dslide    float64
	duty, dutySlide  float64
	arpMod           float64
	arpTime, arpLim  int
	repTime, repLim  int
	vibPhase, vibSpd float64
	vibAmp           float64

	envStage, envTime int
	envLen            [3]int
	envVol            float64

	lp, lpd, lpw, lpwD, lpDamp float64
	hp, hpw, hpwD              float64

	phaserPos, phaserStep float64
	phaserBuf             [1024]float64
	phaserIdx             int
	noise                 [32]float64
}

func newGenerator(p Params, r *griff.Rand) *generator {
	g := &generator{p: p, rng: r, playing: true}
	g.resetPitch()
	g.lpw = math.Pow(p.LowPass, 3) * 0.1
	g.lpwD = 1 + p.LowPassSweep*0.0001
	g.lpDamp = min(0.8, 5/(1+p.Resonance*p.Resonance*20)*(0.01+g.lpw))
	g.hpw = p.HighPass * p.HighPass * 0.1
	g.hpwD = 1 + p.HighPassSweep*0.0003
	g.vibSpd = p.VibratoSpeed * p.VibratoSpeed * 0.01
	g.vibAmp = p.VibratoDepth * 0.5
	g.envLen = [3]int{int(p.Attack * p.Attack * 100000), int(p.Sustain * p.Sustain * 100000),
		int(p.Decay * p.Decay * 100000)}
	g.phaserPos = math.Copysign(p.PhaserOffset*p.PhaserOffset*1020, p.PhaserOffset)
	g.phaserStep = math.Copysign(p.PhaserSweep*p.PhaserSweep, p.PhaserSweep)
	g.redrawNoise()
	if p.Repeat > 0 {
		g.repLim = int((1-p.Repeat)*(1-p.Repeat)*20000) + 32
	}
	return g
}

// resetPitch sets the pitch effects to their start (at the beginning and on every
// repeat).
func (g *generator) resetPitch() {
	p := g.p
	g.period = 100 / (p.Frequency*p.Frequency + 0.001)
	g.maxPer = 100 / (p.MinFrequency*p.MinFrequency + 0.001)
	g.slide = 1 - p.Slide*p.Slide*p.Slide*0.01
	g.dslide = -p.DeltaSlide * p.DeltaSlide * p.DeltaSlide * 0.000001
	g.duty = 0.5 - p.Duty*0.5
	g.dutySlide = -p.DutySweep * 0.00005
	if p.ArpMod >= 0 {
		g.arpMod = 1 - p.ArpMod*p.ArpMod*0.9
	} else {
		g.arpMod = 1 + p.ArpMod*p.ArpMod*10
	}
	g.arpTime = 0
	g.arpLim = int((1-p.ArpSpeed)*(1-p.ArpSpeed)*20000) + 32
	if p.ArpSpeed == 1 {
		g.arpLim = 0
	}
}

func (g *generator) redrawNoise() {
	for i := range g.noise {
		g.noise[i] = g.rng.FloatRange(-1, 1)
	}
}

// frame renders one output frame at 44.1 kHz.
func (g *generator) frame() float32 {
	period := g.stepPitch()
	g.stepEnvelope()
	g.stepPhaser()
	var sum float64
	for range oversample {
		sum += g.subsample(period) * g.envVol
	}
	v := sum / oversample * 2 * g.p.Volume
	return float32(max(-1, min(1, v)))
}

// stepPitch advances repeat, arpeggio, slide, vibrato and duty, and returns the
// period of this frame in subsamples.
func (g *generator) stepPitch() int {
	if g.repLim != 0 {
		if g.repTime++; g.repTime >= g.repLim {
			g.repTime = 0
			g.resetPitch()
		}
	}
	if g.arpLim != 0 {
		if g.arpTime++; g.arpTime >= g.arpLim {
			g.arpLim = 0
			g.period *= g.arpMod
		}
	}
	g.slide += g.dslide
	g.period *= g.slide
	if g.period > g.maxPer {
		g.period = g.maxPer
		if g.p.MinFrequency > 0 {
			g.playing = false
		}
	}
	rp := g.period
	if g.vibAmp > 0 {
		g.vibPhase += g.vibSpd
		rp = g.period * (1 + math.Sin(g.vibPhase)*g.vibAmp)
	}
	g.duty = max(0, min(0.5, g.duty+g.dutySlide))
	return max(8, int(rp))
}

// stepEnvelope advances the volume envelope; it ends the sound after the decay.
func (g *generator) stepEnvelope() {
	g.envTime++
	for g.envStage < 3 && g.envTime > g.envLen[g.envStage] {
		g.envTime = 0
		g.envStage++
	}
	if g.envStage == 3 {
		g.playing = false
		g.envVol = 0
		return
	}
	frac := float64(g.envTime) / float64(max(1, g.envLen[g.envStage]))
	switch g.envStage {
	case 0:
		g.envVol = frac
	case 1:
		g.envVol = 1 + (1-frac)*2*g.p.Punch
	case 2:
		g.envVol = 1 - frac
	}
}

func (g *generator) stepPhaser() {
	g.phaserPos += g.phaserStep
	if g.hpwD != 1 {
		g.hpw = max(0.00001, min(0.1, g.hpw*g.hpwD))
	}
}

// subsample renders one oversampled value through the filters and the phaser.
func (g *generator) subsample(period int) float64 {
	g.phase++
	if g.phase >= period {
		g.phase %= period
		if g.p.Wave == WaveNoise {
			g.redrawNoise()
		}
	}
	fp := float64(g.phase) / float64(period)
	var s float64
	switch g.p.Wave {
	case WaveSquare:
		s = -0.5
		if fp < g.duty {
			s = 0.5
		}
	case WaveSaw:
		s = 1 - fp*2
	case WaveSine:
		s = math.Sin(fp * 2 * math.Pi)
	case WaveNoise:
		s = g.noise[g.phase*32/period]
	}
	prev := g.lp
	g.lpw = max(0, min(0.1, g.lpw*g.lpwD))
	if g.p.LowPass != 1 {
		g.lpd += (s - g.lp) * g.lpw
		g.lpd -= g.lpd * g.lpDamp
	} else {
		g.lp, g.lpd = s, 0
	}
	g.lp += g.lpd
	g.hp += g.lp - prev
	g.hp -= g.hp * g.hpw
	s = g.hp
	delay := min(1023, int(math.Abs(g.phaserPos)))
	g.phaserBuf[g.phaserIdx&1023] = s
	s += g.phaserBuf[(g.phaserIdx-delay+1024)&1023]
	g.phaserIdx = (g.phaserIdx + 1) & 1023
	return s
}
