package hosting

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/griffengine/griff/runtime/beat"
)

// beatSection is the key of the beat settings in the settings file.
const beatSection = "beat"

// LoadBeatSettings reads the player's beat settings (the audio/visual
// calibration, beat.Settings) from the file's "beat" member. A missing file
// or member gives the zero settings and no error. It returns the zero
// settings with an error wrapping ErrBadFile naming the file for a file that
// is not a JSON object or whose "beat" member does not read, or the error of
// a file that cannot be read. SettingsFile implements beat.SettingsStore.
func (f SettingsFile) LoadBeatSettings() (beat.Settings, error) {
	raw, err := f.section(beatSection)
	if raw == nil {
		return beat.Settings{}, err
	}
	var s beat.Settings
	if err := json.Unmarshal(raw, &s); err != nil {
		return beat.Settings{}, fmt.Errorf("%s: %w: field %s: %v", f.Path, ErrBadFile, beatSection, err)
	}
	return s, nil
}

// SaveBeatSettings writes s as the file's "beat" member, keeping its other
// members (unless the file did not read), atomically as SaveSoundSettings
// does. It returns an error wrapping the file system's.
func (f SettingsFile) SaveBeatSettings(s beat.Settings) error {
	return f.saveSection(beatSection, s)
}

var _ beat.SettingsStore = SettingsFile{}

// beatOptions gives a game the settings file of opts.SaveDir for its beat
// settings, or none without a save folder.
func beatOptions(opts Options) beat.Options {
	if opts.SaveDir == "" {
		return beat.Options{}
	}
	return beat.Options{Settings: gameBeatSettings{SettingsFile{Path: filepath.Join(opts.SaveDir, SettingsFileName)}}}
}

// gameBeatSettings is a game's settings file for its beat settings: a file
// that does not read at all is the sound settings' to report (once), so
// only a bad "beat" member is the beat system's.
type gameBeatSettings struct{ SettingsFile }

func (g gameBeatSettings) LoadBeatSettings() (beat.Settings, error) {
	data, err := os.ReadFile(g.Path)
	if err != nil {
		return beat.Settings{}, nil
	}
	if _, err := parseSettingsFile(g.Path, data); err != nil {
		return beat.Settings{}, nil
	}
	return g.SettingsFile.LoadBeatSettings()
}
