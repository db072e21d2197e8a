"""Dragon Ball Super Card Game: its terms as each language's players and documents write them.

Pure data. The question search of the rulings (judging/ask_glossary.py) finds these terms in a
question, in whichever language it names them, and looks for them in every language: a judge who
writes [Dual Attack] finds the French FAQ's [Réplique]. docs/glossary.md lists them (generated).

Each row is a term, a column a language, its spellings separated by " / ", the first the one the
game's documents use (the French FAQ, the English rule manual); an empty cell writes the term as
English does: Spanish, Arabic and Thai players hold English cards (docs/glossary.md), though a few
common Thai and Arabic spellings are given too. Brackets mark a keyword printed on the cards; a
search ignores them.
"""

TERMS = """
English | Français | Español | العربية | ไทย
# Keywords (rule manual section 10, the FAQ's "Mots-clefs").
[Blocker] | [Bloqueur] |  | [Blocker] / المانع | [Blocker] / บล็อกเกอร์
[Dual Attack] / Double Attack | [Réplique] |  |  | [Dual Attack] / ดูอัลแอทแทค
[Triple Attack] | [Tri-offensive] |  |  |
[Double Strike] | [Double frappe] |  |  |
[Triple Strike] | [Triple frappe] |  |  |
[Critical] | [Coup critique] |  |  | [Critical] / คริติคอล
[Revenge] | [Vengeance] | [Revenge] / Venganza | [Revenge] / الانتقام |
[Counter: Attack] | [Contre : Attaque] |  |  |
[Counter: Play] | [Contre : Mise en jeu] |  |  |
[Counter] | [Contre] |  | [Counter] / مضاد | [Counter] / เคาน์เตอร์
[EX-Evolve] | [Évolution-EX] |  |  |
[Xeno-Evolve] | [Évolution-Xeno] |  |  |
[Evolve] | [Évolution] | [Evolve] / Evolución |  |
[Awaken] | [Éveil] | [Awaken] / Despertar |  |
[Indestructible] | [Immortalité] |  |  |
[Union-Fusion] | [Union-Fusion] |  |  |
[Union-Potara] | [Union-Potara] |  |  |
[Union-Absorb] | [Union-Absorption] |  |  |
[Barrier] | [Barrière] | [Barrier] / Barrera |  |
[Deflect] | [Déflexion] |  |  |
[Bond] | [Lien] |  |  |
[Swap] | [Échange] |  |  |
[Dark Over Realm] | [Espace-temps obscur] |  |  |
[Over Realm] | [Espace-temps] |  |  |
[Warrior of Universe 7] | [Combattant de l’Univers 7] / Combattant de l'Univers 7 |  |  |
[Victory Strike] | [Frappe de la Victoire] |  |  |
[Wish] | [Vœu] / Voeu |  |  |
[Sparking] | [Étincelle] |  |  |
[Burst] | [Explosion] |  |  |
[Once per Turn] | [Une fois par tour] |  |  |
[Permanent] | [Permanent] |  |  |
[Dragon Ball] | [Dragon Ball] |  |  |
[Activate: Main] | [Activation : Principale] |  |  |
[Activate: Battle] | [Activation : Combat] |  |  |
[Auto] | [Auto.] |  |  |
Token | jeton | ficha / token | توكن | โทเค็น
Gaining Control / take control | [Prendre le contrôle] / prendre le contrôle |  |  |
# Areas, modes, phases and steps.
the Warp / Warp | Dimension parallèle |  |  |
Drop Area | Zone de Dispersion | Zona de Descarte | منطقة الإسقاط |
Battle Area | Zone de Combat | Zona de Batalla | منطقة المعركة |
Energy Area | Zone d’Énergie / Zone d'Énergie | Zona de Energía |  |
Combo Area | Zone de Combo | Zona de Combo |  |
Life Area | Zone de Vie | Zona de Vida |  |
Leader Area | Zone du Leader | Zona del Líder |  |
Deck Area | Zone du Deck |  |  |
Rest Mode | mode Inertie | modo Descanso |  | เรสต์โหมด
Active Mode | mode Action | modo Activo |  | แอคทีฟโหมด
Charge Phase | phase de Recharge | Fase de Carga |  | ชาร์จเฟส
Offense Step / Offence Step | étape d'Attaque | paso de ataque |  |
Defense Step | étape de Défense | paso de defensa |  |
Damage Step | Étape des Dégâts | paso de daño | خطوة الضرر |
Main Phase | Phase principale | fase principal | المرحلة الرئيسية | เมนเฟส
End Phase | phase de fin | fase final | مرحلة النهاية | เอนด์เฟส
# Cards and actions.
Battle Card | carte de Combat | carta de Batalla |  | แบทเทิลการ์ด
Extra Card | carte Extra | carta Extra |  | เอ็กซ์ตร้าการ์ด
Leader Card | carte Leader | carta Líder | بطاقة القائد |
Side Deck | side-deck |  |  | ไซด์เด็ค
energy cost | coût d'énergie | coste de energía |  |
mulligan | repiocher |  | إعادة السحب | มัลลิแกน
Life cards | points de vie | cartas de vida | بطاقات الحياة |
"""
