"""Dragon Ball Esferas: its terms as each language's players and documents write them.

Pure data, read by the rulings' question search (judging/ask_glossary.py) and listed in
docs/glossary.md (generated). Each row is a term, a column a language, its spellings separated by "
/ ", the Spanish seed document's first; the game has no other edition, so the other languages' are
the glossary's proposals.
"""

# ruff: noqa: E501 - a row of the table is one term in five languages

TERMS = """
English | Français | Español | العربية | ไทย
Dragon Ball / dragon balls | Dragon Ball / boule de cristal | Esfera del Dragón / esferas del dragón | كرة التنين / كرات التنين | ดราก้อนบอล
sphere | sphère | esfera | كرة | ลูกแก้ว
character card | carte Personnage | carta de personaje | بطاقة شخصية | การ์ดตัวละคร
permanent card / permanent | carte permanente / permanente | carta permanente / permanente | بطاقة دائمة / دائمة | การ์ดถาวร
instant | instantanée | instantánea / instantáneas | فورية | การ์ดทันที
modifier | modificateur | modificador / carta modificadora | معدل | โมดิฟายเออร์ / ตัวเสริม
attack card | carte d'attaque | carta de ataque | بطاقة هجوم | การ์ดโจมตี
defence card / defense card | carte de défense | carta de defensa | بطاقة دفاع | การ์ดป้องกัน
energy points | points d'énergie | puntos de energía | نقاط الطاقة | แต้มพลังงาน
discard pile | défausse | pila de descarte | كومة المهملات | กองทิ้ง
golden rule | règle d'or | regla de oro | القاعدة الذهبية | กฎทอง
"""
