; Inno Setup script: the Windows installer of Bakehouse (not tried here: see installer/README.md).
; Build on Windows, after `py installer\build.py` has written dist\bakehouse\ (with the icon made
; from resources\icons by Pillow into build\icons\bakehouse.ico):
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" installer\windows\bakehouse.iss
; It writes dist\bakehouse-0.1.0-setup.exe: a per-user install (no administrator rights needed),
; a Start menu entry, *.bakehouse match records opening in the app, and an uninstaller that leaves
; the club's data (%LOCALAPPDATA%\Bakehouse) in place.

#define AppName "Bakehouse"
#define AppVersion "0.1.0"
#define Root "..\.."

[Setup]
AppId={{5C7B6C1E-3C56-4E0B-9C2A-BA4E5E1D2B23}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=The Bakehouse developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir={#Root}\dist
OutputBaseFilename=bakehouse-{#AppVersion}-setup
SetupIconFile={#Root}\build\icons\bakehouse.ico
UninstallDisplayIcon={app}\bakehouse.exe
LicenseFile={#Root}\LICENSE
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\bakehouse\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\bakehouse.exe"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\bakehouse.exe"; Tasks: desktopicon

[Registry]
; *.bakehouse: a match record, opened by the app (bakehouse FILE.bakehouse opens it at the practice table).
; Windows goes by the last dot, so records saved by older versions as *.bakehouse.json are .json files
; here: they open from the app's File > Open, not by double-click.
Root: HKA; Subkey: "Software\Classes\.bakehouse"; ValueType: string; ValueName: ""; ValueData: "Bakehouse.MatchRecord"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.bakehouse"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-bakehouse-match+json"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.bakehouse\OpenWithProgids"; ValueType: string; ValueName: "Bakehouse.MatchRecord"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Bakehouse.MatchRecord"; ValueType: string; ValueName: ""; ValueData: "Bakehouse match record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Bakehouse.MatchRecord\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\bakehouse.exe,0"
Root: HKA; Subkey: "Software\Classes\Bakehouse.MatchRecord\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\bakehouse.exe"" ""%1"""

[Run]
Filename: "{app}\bakehouse.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
