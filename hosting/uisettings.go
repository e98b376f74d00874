package hosting

import (
	"encoding/json"
	"fmt"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// uiSection is the key of the UI settings (language, window scale) in the
// settings file.
const uiSection = "ui"

// LoadUISettings reads the UI settings (runtime/ui.Settings) from the file's
// "ui" member. A missing file or member gives the zero Settings and no error,
// and so does a file that cannot be read or is not a JSON object: a game's
// sound settings, read from the same file first, report that once. It
// returns an error wrapping ErrBadFile naming the file for a "ui" member that
// does not read. It implements ui.SettingsStore.
func (f SettingsFile) LoadUISettings() (ui.Settings, error) {
	var s ui.Settings
	raw, _ := f.section(uiSection) // the sound settings report a bad file
	if raw == nil {
		return s, nil
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return ui.Settings{}, fmt.Errorf("%s: %w: field %s: %v", f.Path, ErrBadFile, uiSection, err)
	}
	return s, nil
}

// SaveUISettings writes s as the file's "ui" member, keeping its other
// members (the sound settings), atomically as SaveSoundSettings does.
func (f SettingsFile) SaveUISettings(s ui.Settings) error {
	return f.saveSection(uiSection, s)
}

// uiOptions gives the UI system the project's logical screen (its window
// size, 960×540 when it gives none), the folder's string table
// (tables/strings.csv, if there is one; one that is not a string table warns)
// and, with a save folder, the settings file.
func (lg *LoadedGame) uiOptions(tables *data.Set, problems *scenes.Problems) ui.Options {
	o := ui.Options{}
	if w := lg.Project.Window; w.Width > 0 && w.Height > 0 {
		o.Screen = griff.V(float64(w.Width), float64(w.Height))
	}
	if tables == nil {
		return o
	}
	if t, ok := tables.Table(ui.StringsTable); ok {
		st, err := ui.NewStrings(t)
		if err != nil && problems != nil {
			problems.Report(scenes.Problem{Severity: scenes.SeverityWarning, File: t.File(), Message: err.Error()})
		}
		o.Strings = st
	}
	return o
}
