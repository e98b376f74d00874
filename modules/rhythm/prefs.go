package rhythm

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// PrefsRecord is the name of the saves store's record (runtime/saves.
// Records) that keeps the player's rhythm settings (Prefs, as JSON) on this
// machine.
const PrefsRecord = "rhythm-prefs"

// Bounds of Prefs.ScrollSpeed.
const (
	MinScrollSpeed = 0.25
	MaxScrollSpeed = 4
)

// Prefs are the player's rhythm settings: the player's, not the game's,
// kept in the saves store as the record PrefsRecord, never in a save, a
// snapshot or the fingerprint (as runtime/beat keeps the audio/visual
// calibration, beat.Settings.LatencyMs, which the module reads for
// judgement and drawing). They change what is drawn, not what is judged.
type Prefs struct {
	// ScrollSpeed multiplies every Lanes' Speed: how fast notes scroll,
	// in [MinScrollSpeed, MaxScrollSpeed]; the default (0) is 1.
	ScrollSpeed float64 `json:"scrollSpeed"`
}

// scroll returns the scroll speed factor.
func (p Prefs) scroll() float64 {
	if p.ScrollSpeed >= MinScrollSpeed && p.ScrollSpeed <= MaxScrollSpeed {
		return p.ScrollSpeed
	}
	return 1
}

func (p Prefs) validate() error {
	if p.ScrollSpeed != 0 && !(p.ScrollSpeed >= MinScrollSpeed && p.ScrollSpeed <= MaxScrollSpeed) {
		return fmt.Errorf("rhythm: scroll speed %v is not within [%v, %v]", p.ScrollSpeed, MinScrollSpeed, MaxScrollSpeed)
	}
	return nil
}

// prefsState is the system's side of the prefs: the player's, not state.
type prefsState struct {
	p      Prefs
	loaded bool
}

// loadPrefs reads the prefs from the saves store once per game; a record
// that does not read warns and is not used.
func (s *system) loadPrefs(g *runtime.Game) {
	if s.prefs.loaded {
		return
	}
	s.prefs.loaded = true
	rec, ok := runtime.LookupService[saves.Records](g)
	if !ok {
		return
	}
	data, err := rec.ReadRecord(PrefsRecord)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	var p Prefs
	if err == nil && len(data) > 4096 {
		err = errors.New("larger than 4 KB")
	}
	if err == nil {
		err = json.Unmarshal(data, &p)
	}
	if err == nil {
		err = p.validate()
	}
	if err != nil {
		g.Problems().Warn(nil, lanesName, "the saves store's record %q does not read (%v): using the defaults", PrefsRecord, err)
		return
	}
	s.prefs.p = p
}

// Prefs returns the player's settings (Rhythm).
func (s *system) Prefs() Prefs { return s.prefs.p }

// SetPrefs applies p and writes it to the saves store (when the game has
// one). It returns an error, changing nothing, if p is out of range.
func (s *system) SetPrefs(p Prefs) error {
	if err := p.validate(); err != nil {
		return err
	}
	s.prefs.p, s.prefs.loaded = p, true
	rec, ok := runtime.LookupService[saves.Records](s.game)
	if !ok {
		return nil
	}
	data, _ := json.Marshal(p) // a struct of one float64: cannot fail
	return rec.WriteRecord(PrefsRecord, data)
}
