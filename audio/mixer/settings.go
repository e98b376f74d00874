package mixer

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/griffengine/griff/griff"
)

// Bus is a group of voices whose volume is one player setting. Every bus feeds the
// master.
type Bus uint8

const (
	// BusEffects carries sound effects; it is the default (zero) bus of a Cue.
	BusEffects Bus = iota
	// BusMusic carries music tracks (and cues sent to it, such as stingers).
	BusMusic
	numBuses
)

var busNames = griff.NewEnum[Bus]("bus", "effects", "music")

// String returns "effects" or "music" ("bus(N)" for another value).
func (b Bus) String() string { return busNames.Name(b) }

// Settings are the player's sound settings: one volume per bus and the master,
// each on the cubic scale of Amplitude (0 silent, 1 unity, at most MaxVolume), and
// a mute switch. They are saved as JSON:
//
//	{"master": 1, "music": 0.8, "effects": 1, "muted": false}
//
// The zero value is silent; DefaultSettings gives everything at 1.
type Settings struct {
	// Master scales everything.
	Master float64 `json:"master"`
	// Music scales BusMusic.
	Music float64 `json:"music"`
	// Effects scales BusEffects.
	Effects float64 `json:"effects"`
	// Muted silences the master without losing the volumes.
	Muted bool `json:"muted"`
}

// DefaultSettings returns every volume at 1, not muted.
func DefaultSettings() Settings { return Settings{Master: 1, Music: 1, Effects: 1} }

// Validate returns an error naming the first volume that is not a number in
// [0, MaxVolume].
func (s Settings) Validate() error {
	for _, f := range []struct {
		name string
		v    float64
	}{{"master", s.Master}, {"music", s.Music}, {"effects", s.Effects}} {
		if math.IsNaN(f.v) || f.v < 0 || f.v > MaxVolume {
			return fmt.Errorf("mixer: settings: %s volume %v is outside [0, %d]", f.name, f.v, MaxVolume)
		}
	}
	return nil
}

// ParseSettings reads settings saved as JSON. Fields that are missing keep their
// DefaultSettings value, so files saved before a field existed still load.
// It returns an error for malformed JSON or a volume Validate refuses.
func ParseSettings(data []byte) (Settings, error) {
	s := DefaultSettings()
	if err := json.Unmarshal(data, &s); err != nil {
		return Settings{}, fmt.Errorf("mixer: settings: %w", err)
	}
	if err := s.Validate(); err != nil {
		return Settings{}, err
	}
	return s, nil
}

// busAmplitudes returns the linear amplitude of each bus including the master.
func (s Settings) busAmplitudes() [numBuses]float32 {
	m := Amplitude(s.Master)
	if s.Muted {
		m = 0
	}
	var a [numBuses]float32
	a[BusEffects] = float32(m * Amplitude(s.Effects))
	a[BusMusic] = float32(m * Amplitude(s.Music))
	return a
}
